/** English words of a site controller's state (shared/ipc/controller-state.schema.ts). */
export const controllerStateEn = {
  identity: {
    trusted: 'Trusted',
    new: 'Not trusted yet',
    changed: 'Certificate changed',
  },
  /** The identity as a compact tag in a table row; the whole words are its hover text. */
  identityShort: { changed: 'Cert. changed' },
  changedTitle: 'This controller now presents another certificate',
  changedText:
    'Trusted: {expected}. Presented now: {actual}. Nothing is sent to it: its session has ended and every wizard refuses it. Compare the new fingerprint with the device and trust it again from the search, or remove it from the site.',
  reach: {
    answers: 'Answers',
    silent: 'Silent since {since}',
    unknown: 'Not tried yet',
    movedTo: 'Seen at {address}',
  },
  session: {
    logged_in: 'Logged in as {login} ({role})',
    ended: 'Session ended: certificate changed',
    refused: 'Login refused for {login}',
    none: 'Not logged in',
  },
  /** A session as a compact tag in a table row; the whole sentence is its hover text. */
  sessionShort: { ended: 'Ended', refused: 'Refused' },
  factory: {
    in_use: 'Factory password',
    changed: 'Password changed',
    not_checked: 'Password not checked',
    cannot_change: 'Password cannot be changed here',
  },
  factoryHint: {
    in_use:
      'A login with the factory password succeeded: anyone on its network can log in. Change it.',
    changed: 'Changed and verified, or a login proved it is no longer the factory one.',
    not_checked: 'No login with the factory account has been tried on it yet.',
    cannot_change: 'Its firmware (1.5) has no section for user accounts: change it on the device.',
  },
  areas: {
    password: 'password',
    network: 'network',
    time: 'time',
    accessPoints: 'access points',
    vpn: 'VPN',
    migration: 'migration',
    transfer: 'transfer',
    backup: 'backup',
  },
  leftOut: '{n} left out: certificate changed',
  verified: 'Last verified',
  verifiedOk: '{area}: verified {at}',
  verifiedFailed: '{area}: failed {at}',
};
