/** English words of the Plan screen (the diff's field names and problems come from the shell). */
export const plansEn = {
  title: 'Site plan',
  intro:
    'A plan file says how the whole site should be: each controller’s address, time, access points, schedules, profiles and users, and the VPN cluster. Import one to see what would change on each controller; nothing is sent until you apply it.',
  import: 'Import plan…',
  export: 'Export this site as a plan',
  exported: '{file} saved: open it in any text editor, change it, and import it here.',
  drop: 'Drop a plan file (YAML or JSON) here, or choose it.',
  dropNow: 'Drop the file to read it',
  noPasswords:
    'Passwords never go in a plan: they are taken from this computer’s keychain or typed here.',
  reading: 'Reading the plan and every controller it names…',
  file: 'Plan: {file}',
  site: 'Its site: {site}',
  problems: {
    title: 'The plan has problems: nothing was sent',
    intro: 'Correct these in the file, then import it again.',
    line: 'Line',
    field: 'Field',
    problem: 'Problem',
    whole: 'whole file',
  },
  columns: {
    controller: 'Controller',
    section: 'Section',
    field: 'Field',
    now: 'Now',
    after: 'After',
  },
  sections: {
    time: 'Time',
    schedules: 'Schedules',
    accessPoints: 'Access points',
    accessProfiles: 'Access profiles',
    authUsers: 'Users',
    network: 'Network',
    vpn: 'VPN cluster',
  },
  summary:
    'Nothing to change on the controllers read | One change on {controllers} | {count} changes on {controllers}',
  controllers: 'no controller | one controller | {count} controllers',
  unchanged: 'Nothing to change on {serials}.',
  nothing: 'Nothing to change: the site matches the plan.',
  missing: 'not on this site',
  unreadable: 'could not be read',
  unreadableHint:
    'Log in to it on the Site screen (or check that it answers), then import the plan again.',
  apply: 'Apply to no controller | Apply to one controller | Apply to {count} controllers',
  applyNote:
    'Time first, then schedules, access points, profiles and users; a new address last, followed and checked there. Every change is read back and written in the journal.',
  users: {
    title: 'Passwords of the plan’s users',
    intro:
      'This computer’s keychain has no password for these users. Type each one: it is sent to the controllers for this apply only and kept nowhere.',
    label: 'Password of {login} ({serials})',
    placeholder: 'Their new password',
  },
  run: {
    applying: 'Applying {file}: the controllers change one job at a time.',
    verifying: 'Reading the whole site back against {file}…',
    matches: 'Verified: the site matches the plan {file}.',
    left: 'The site does not match the plan {file} yet. What is left:',
    leftHint:
      'Import the plan again to finish: applying it again sends only what is still missing.',
    failed: 'Applying {file} stopped before it could read the site back.',
    journal: 'Open the journal',
    report: 'Open the handover report',
  },
};
