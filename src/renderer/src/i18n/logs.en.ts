/** English words of the event log screens. */
export const logsEn = {
  title: 'Logs',
};
