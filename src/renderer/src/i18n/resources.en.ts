/** English words of the data screens' frame, generic browser, record changes and API console. */
export const resourcesEn = {
  write: {
    field: 'Field',
    now: 'Now',
    after: 'After',
    cancel: 'Cancel',
    noFields: 'No field changes: the request is sent as it is.',
  },
};
