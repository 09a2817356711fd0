/** English words of the wizard frame (the wizard's own words come from the shell, in both languages). */
export const flowsEn = {
  steps: { settings: 'Settings', plan: 'Plan', apply: 'Apply', result: 'Result' },
  next: 'Next',
  back: 'Back',
  cancel: 'Cancel',
  close: 'Close',
  required: 'Required',
  plan: {
    controller: 'Controller',
    field: 'Field',
    now: 'Now',
    after: 'After',
    empty: 'Nothing to change: every controller is already as asked.',
    dangerTitle: 'A dangerous change: read this and confirm once more',
    dangerConfirm: 'I understand, go ahead',
  },
  job: {
    columns: { state: 'State', step: 'Details' },
    state: {
      queued: 'Waiting',
      running: 'Working',
      awaiting_input: 'Needs an answer',
      succeeded: 'Done and verified',
      failed: 'Failed',
      cancelled: 'Stopped',
      not_started: 'Not started',
      interrupted: 'Interrupted',
    },
    progress: '{done} of {total}',
    percent: '{percent}%',
    eta: 'about {seconds} s left',
    stopAfter: 'Stop after the current controller',
    stopNow: 'Stop now',
    stopAfterNote:
      'Stop after the current controller: those at work finish and are verified, no other is started; those already changed stay changed.',
    stopping: {
      after_current:
        'Stopping after the current controller: those at work finish and are verified, no other is started.',
      now: 'Stopping now…',
    },
    locate: 'Search for it again',
    retry: {
      note: 'No controller failed | One controller failed: run the wizard again on it alone, with the same settings. | {count} controllers failed: run the wizard again on them alone, with the same settings.',
      button: 'Retry these',
    },
    form: 'Settings',
    retryOf: 'Again, on the controllers that failed in the job started {time}.',
  },
  result: { journal: 'See the journal', jobs: 'See all jobs' },
  notStarted: 'The wizard did not start',
  restoring: 'Opening the wizard…',
  range: { between: 'From {min} to {max}.', atLeast: 'At least {min}.', atMost: 'At most {max}.' },
};
