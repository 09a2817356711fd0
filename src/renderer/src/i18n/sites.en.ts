/** English words of the site, its work list and its jobs. */
export const batchEn = {
  trustTitle: 'Trust {name}?',
  compare: 'Compare this fingerprint with the label or the display of the controller:',
  otherCertificate:
    'This address presents another certificate than the one this site knows the controller by. Do not trust it here: search again.',
  left: 'After this one: {n} more to compare.',
  stop: 'Stop',
  skip: 'Skip this one',
  match: 'The fingerprints match: trust',
  loginTitle: 'Log in to the selected controllers ({n})',
  loginAll: 'Log in to {n}',
  loggedIn: 'logged in',
  trust: 'Trust…',
  login: 'Log in…',
};

export const sitesEn = {
  choose: 'Choose a site',
  newLabel: 'New site',
  newPlaceholder: 'Plant 4, building B',
  create: 'Create',
  none: 'No site is open yet: create one to keep its controllers and what is done to them.',
  empty: 'No controllers on this site yet. Find them, then add them to the site.',
  addFound: 'Add the found controllers to the site',
  added: 'Added to the site “{name}”.',
  addressing: { dhcp: 'DHCP', static: 'static' },
  factory: 'Factory password',
  loggedIn: 'Logged in',
  notLoggedIn: 'Not logged in',
  columns: {
    serial: 'Serial',
    model: 'Model',
    firmware: 'Firmware',
    address: 'Address',
    fingerprint: 'Fingerprint',
    trust: 'Trust',
    session: 'Session',
    last: 'Last action',
  },
  filter: 'Filter the list',
  selected: 'Selected: {n}',
  changePassword: 'Change the password…',
  export: 'Export CSV',
  jobs: {
    title: 'Jobs',
    intro:
      'Everything changed on this site’s controllers, newest first. A job goes on when the page is reloaded or closed.',
    empty: 'No job yet.',
    started: 'Started {time}',
  },
};
