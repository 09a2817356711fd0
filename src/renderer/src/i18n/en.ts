/**
 * English texts of every screen: the source of the message schema, so ru.ts must have every key
 * (the type checker enforces it). Error messages are not here: they arrive as data with both
 * languages (shared/errors, shared/words/localized-text.ts).
 */
import { discoveryEn } from './discovery.en';
import { flowsEn } from './flows.en';
import { journalEn, loginEn } from './session.en';
import { batchEn, overviewEn, sitesEn } from './sites.en';
import { controllerStateEn } from './controller-state.en';
import { timeEn } from './time.en';
import { accessPointsEn } from './access-points.en';
import { migrationEn } from './migration.en';
import { vpnEn } from './vpn.en';
import { transferEn } from './transfer.en';
import { reportEn } from './report.en';
import { plansEn } from './plans.en';
import { reachEn } from './reach.en';
import { resourcesEn } from './resources.en';
import { peopleEn } from './people.en';
import { rulesEn } from './rules.en';
import { logsEn } from './logs.en';
import { wordsEn } from './words.en';

export const en = {
  app: {
    name: 'Turnkey',
    tagline: 'Commissioning for access-control sites',
    skipToContent: 'Skip to content',
    mainNav: 'Main',
    nav: {
      site: 'Site',
      time: 'Time',
      vpn: 'VPN clusters',
      transfer: 'Transfer',
      discovery: 'Find controllers',
      jobs: 'Jobs',
      journal: 'Journal',
      plan: 'Plan',
      report: 'Report',
    },
  },
  preferences: {
    language: 'Language',
    theme: 'Theme',
    themes: { system: 'System', light: 'Light', dark: 'Dark' },
  },
  footer: {
    version: 'Version {version}',
    shell: { electron: 'Desktop app', browser: 'In your browser on this computer (127.0.0.1)' },
    keychainAvailable: 'Passwords can be kept in the system keychain',
    keychainUnavailable: 'No system keychain: passwords are kept until Turnkey closes',
    infoFailed: 'Turnkey could not report its version',
  },
  common: {
    cancel: 'Cancel',
    close: 'Close',
    unknown: 'Unknown',
    notYetKnown: 'Not known yet',
    dismiss: 'Dismiss',
  },
  site: {
    title: 'Site',
    intro: 'Every controller found on this site, its state and what has been done to it.',
    summary: {
      found: 'Found',
      trusted: 'Trusted',
      loggedIn: 'Logged in',
      attention: 'Need attention',
    },
    empty: {
      title: 'No controllers on this site yet',
      text: 'Find the controllers on the network this computer is connected to. New to Turnkey? Start the demo site: simulated controllers on this computer that behave like real ones.',
      discover: 'Find controllers',
      demo: 'Start the demo site',
      demoStarting: 'Starting the demo site…',
    },
    table: {
      controller: 'Controller',
      address: 'Address',
      trust: 'Trust',
      session: 'Session',
      warnings: 'Warnings',
      done: 'Done so far',
      next: 'Next step',
    },
    session: { none: 'Not logged in', as: 'As {login} ({role})' },
    history: {
      found: 'Found',
      trusted: 'Trusted',
      logged_in: 'Logged in',
      logged_out: 'Logged out',
    },
  },
  journey: {
    trust: 'Check and trust…',
    review: 'Review certificate…',
    login: 'Log in…',
    open: 'Open',
    label: {
      trust: 'Check the certificate of {name} and trust it',
      review: 'Review the changed certificate of {name}',
      login: 'Log in to {name}',
      open: 'Open controller {name}',
    },
  },
  demo: {
    search: 'Search the demo site again',
    running:
      'The demo site is running: no simulated controllers on this computer. | The demo site is running: one simulated controller on this computer. Log in to it as admin with the password admin. | The demo site is running: {count} simulated controllers on this computer. Log in to them as admin with the password admin.',
  },
  trustState: {
    trusted: 'Trusted',
    new: 'Not trusted yet',
    changed: 'Certificate changed',
  },
  discovery: discoveryEn,
  trust: {
    title: 'Trust this controller?',
    titleChanged: 'The certificate of this controller has changed',
    intro:
      'Compare this fingerprint with the one on the controller’s label or display. Trust it only if every group matches.',
    changedIntro:
      'This controller now presents a different certificate than the one you trusted. Nothing has been sent to it. Replace the trusted certificate only if you know why it changed (the controller was replaced or reset).',
    fingerprint: 'SHA-256 fingerprint',
    pinned: 'Trusted until now',
    presented: 'Presented now',
    subject: 'Subject',
    validity: 'Valid from {from} to {to}',
    selfSigned: 'Self-signed',
    reading: 'Reading the certificate the controller presents…',
    changedSinceSearch:
      'This address now presents another certificate than the search found. Search again before trusting anything here.',
    accept: 'The fingerprints match: trust',
    replace: 'Replace the trusted certificate',
  },
  controller: {
    title: 'Controller',
    back: 'Back to the site',
    lost: 'This controller does not answer where the site expects it',
    notFound: {
      title: 'This controller is not on the site',
      text: 'Find the controllers first; each one found gets its own page here.',
    },
    identity: {
      title: 'Identity',
      address: 'Address',
      serial: 'Serial number',
      model: 'Model',
      fingerprint: 'Certificate fingerprint',
      trust: 'Trust',
    },
    firmware: {
      title: 'Firmware era',
      era: 'Era {era} (API description {version})',
      unknown: 'Known after logging in.',
    },
    capabilities: {
      title: 'Capabilities',
      unknown: 'Known after logging in: Turnkey asks the controller what it offers.',
      staffFieldSet: 'Staff records: {set} field set',
      fieldSets: { modern: 'modern', legacy: 'legacy' },
      states: {
        available: 'Available',
        forbidden: 'Not allowed for this user',
        missing: 'Not in this firmware',
        unknown: 'Could not be checked',
        inferred: 'Expected from the firmware era',
      },
    },
    session: {
      title: 'Session',
      as: 'Logged in as {login} ({role})',
      until: 'The session runs until {time}; Turnkey logs in again by itself.',
      none: 'Not logged in.',
      remembered: 'The system keychain keeps the password of {login}.',
      notRemembered: 'The password was not remembered',
      login: 'Log in…',
      logout: 'Log out',
      forgetPassword: 'Forget the password',
      forgetController: 'Forget this controller…',
      forgetConfirm:
        'Turnkey will forget this controller: its certificate pin and its saved password. The next time, its certificate must be compared and trusted again.',
      forgetYes: 'Forget it',
    },
    history: { title: 'Done so far', empty: 'Nothing yet.' },
  },
  areas: {
    login: 'Login',
    auth_users: 'Users of the controller',
    access_points: 'Access points',
    staff: 'Staff',
    visitors: 'Visitors',
    identifiers: 'Identifiers',
    tmp_access: 'Temporary access',
    access_events: 'Access events',
    audit_events: 'Audit events',
    notification_events: 'Notifications',
    alerts: 'Alerts',
    access_profiles: 'Access profiles',
    schedules: 'Schedules',
    directories: 'Directories',
    devices: 'Devices',
    device_management: 'Device management',
    access_confirmation: 'Access confirmation',
    tt_export: 'Time-tracking export',
    tt_report: 'Time-tracking report',
    date_time: 'Date and time',
    network: 'Network',
    controller_search: 'Controller search',
    share_vpn: 'Shared VPN',
    vpn: 'VPN',
    biometry: 'Biometry provider',
    error_log: 'Error log',
    migration: 'Migration',
  },
  roles: { admin: 'administrator', operator: 'operator', viewer: 'viewer' },
  flows: flowsEn,
  login: loginEn,
  journal: journalEn,
  sites: sitesEn,
  controllerState: controllerStateEn,
  batch: batchEn,
  overview: overviewEn,
  time: timeEn,
  accessPoints: accessPointsEn,
  migration: migrationEn,
  vpn: vpnEn,
  transfer: transferEn,
  resources: resourcesEn,
  people: peopleEn,
  rules: rulesEn,
  logs: logsEn,
  report: reportEn,
  plans: plansEn,
  reach: reachEn,
  words: wordsEn,
};

export type MessageSchema = typeof en;
