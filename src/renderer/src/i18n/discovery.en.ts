/** English words of finding controllers: the networks, the ranges, the search and why not found. */
export const discoveryEn = {
  title: 'Find controllers',
  intro:
    'Turnkey looks for controllers on the networks of this computer, or on the ranges you give it.',
  interfaces: {
    title: 'Networks of this computer',
    loading: 'Reading the network interfaces…',
    none: 'No network interface with an IPv4 address is up.',
    use: 'Search {network}',
    loopback: 'loopback',
    hosts: 'no addresses | 1 address | {count} addresses',
    skipped: {
      loopback: 'not searched by default: only this computer',
      link_local: 'not searched by default: no DHCP answered (169.254.x.x)',
      too_large: 'not searched by default: too large',
    },
    inactiveTitle: 'Not connected',
    inactive: { down: 'link down', no_ipv4: 'no IPv4 address' },
  },
  range: {
    label: 'Networks to search',
    placeholder: 'e.g. 192.168.1.0/24, 10.0.0.5 or 10.0.0.20-40',
    add: 'Add',
    hint: 'An address, a network (192.168.1.0/24) or a range (10.0.0.20-10.0.0.40), at most a /{prefix}. Leave empty to search every network of this computer.',
    problem: {
      format:
        'Write an address (10.0.0.5), a network (192.168.1.0/24) or a range (10.0.0.20-10.0.0.40 or 10.0.0.20-40).',
      reversed: 'The range ends before it starts: write the lower address first.',
      too_large: 'That is more than a /{prefix} (65,536 addresses): search a smaller part of it.',
      duplicate: 'That range is already in the list.',
      large:
        'That holds more addresses than a /{large}: tick the box below to search it (it can take minutes).',
    },
    remove: 'Remove {range}',
    allowLarge: 'Search networks wider than /{prefix} too (this can take many minutes)',
  },
  start: 'Search',
  cancel: 'Cancel search',
  cancelling: 'Cancelling…',
  progress: {
    label: 'Search progress',
    phase: {
      sweep: 'Probing addresses',
      mdns: 'Listening for announcements (mDNS)',
      controller_search: 'Asking controllers what they see',
      confirm: 'Confirming controllers',
    },
    counts: '{probed} of {total} addresses probed, {found}',
    found: 'no controllers found yet | 1 controller found | {count} controllers found',
  },
  outcome: {
    done: 'Search finished: no controllers found. | Search finished: 1 controller found. | Search finished: {count} controllers found.',
    cancelled:
      'Search cancelled before anything was found. | Search cancelled: 1 controller found before it stopped, others may be missing. | Search cancelled: {count} controllers found before it stopped, others may be missing.',
  },
  results: {
    title: 'Controllers found',
    empty: 'No controllers found.',
    waiting: 'Controllers appear here as they are found…',
    partial: 'The search was cancelled: this list holds what it found until then.',
    identity: 'Controller',
    address: 'Address',
    methods: 'Found by',
    warnings: 'Warnings',
    trust: 'Trust',
    actions: 'Next step',
    serial: 'Serial {serial}',
    noSerial: 'No serial number',
  },
  methods: {
    sweep: 'Address sweep',
    mdns: 'mDNS',
    controller_search: 'Controller search',
  },
  warnings: {
    moved: 'Moved from {address}',
    certificate_changed: 'Certificate changed since it was trusted',
    duplicate_address: 'Another controller answers at this address',
  },
  findings: {
    title: 'Why a controller may not have been found',
    no_interfaces:
      'This computer has no network connection with an IPv4 address. Connect it to the site network.',
    range_not_local:
      '{range} is not a network of this computer: it can be reached only through a router, which may filter the search.',
    silent_hosts:
      'No address in {range} stayed silent. | 1 address in {range} neither answered nor refused: a firewall or another VLAN may hide a controller there. | {count} addresses in {range} neither answered nor refused: a firewall or another VLAN may hide controllers there.',
    refused_hosts:
      'No device in {range} refused. | 1 device in {range} is up but refused ports {ports}: a controller there may use another port. | {count} devices in {range} are up but refused ports {ports}: a controller there may use another port.',
    interface_skipped: '{name} ({network}) was not searched: {reason}.',
    interface_inactive: '{name} is not connected: {reason}.',
    mdns_failed: 'Listening for announcements (mDNS) failed: {reason}',
    mdns_unconfirmed:
      '{name} announced itself at {address}, but that address did not confirm it: {reason}',
    search_failed: 'The search by the controller at {via} over {network} did not finish: {reason}',
    neighbour_table_unreadable:
      "This computer's neighbour (ARP) table could not be read, so every silent address took the whole time limit: the search was slower, but missed nothing because of it.",
    mdns_silent: 'No controller announced itself (mDNS): multicast may be blocked on this network.',
    not_controller: '{address} answers HTTPS but is not a controller: {reason}',
  },
  join: {
    select: 'Select',
    selectAll: 'Select every controller found',
    action: 'Trust and log in to {n}…',
    actionHint:
      'Compare their certificates once, log in to all with one password, put them on the site.',
    title: 'Trust and log in to {n} controllers',
    compare:
      'Compare each fingerprint with the label or the display of its controller. Go on only if every one matches.',
    trustedBefore: 'trusted already',
    leftOut: 'certificate changed: left out, search again',
    loginTitle: 'One login for all',
    preferSaved: 'Use the password this computer keeps, where it keeps one',
    savedFor: 'password kept for {login}',
    siteOpen: 'They will be put on the site “{name}”.',
    siteMade: 'No site is open: a site named “{name}” will be made for them.',
    confirm: 'Every fingerprint matches: trust and log in to {n}',
    retry: 'Try the failed ones again',
    changePassword: 'Change the factory password on {n}…',
    ready: 'trusted, logged in as {login} and on the site already',
    openSite: 'Open the site',
    status: {
      waiting: 'waiting',
      working: 'trusting and logging in…',
      done: 'trusted, logged in as {login}, on the site',
      doneSaved: 'trusted, logged in as {login} with the kept password, on the site',
      loginFailed: 'trusted and on the site, not logged in: {reason}',
      failed: 'not trusted, nothing done: {reason}',
      left_out: 'left out',
    },
    summary: '{done} of {n} trusted, logged in and on “{site}”.',
  },
  demoOffer: {
    title: 'Nothing found?',
    text: 'Start the demo site to see how Turnkey works with a whole site of simulated controllers on this computer.',
    action: 'Start the demo site',
  },
};
