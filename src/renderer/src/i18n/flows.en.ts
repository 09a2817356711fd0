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
    dangerTitle: 'This change can cut this laptop off',
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
      cancelled: 'Cancelled',
      interrupted: 'Interrupted',
    },
    progress: '{done} of {total}',
    percent: '{percent}%',
    eta: 'about {seconds} s left',
    cancel: 'Stop after the current controller',
    locate: 'Search for it again',
    cancelNote:
      'Stopping lets the controller being changed finish; those already changed stay changed.',
  },
  result: { journal: 'See the journal', jobs: 'See all jobs' },
  restoring: 'Opening the wizard…',
};
