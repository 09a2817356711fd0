/** English words of the people screens (staff, identifiers, visitors, temporary access). */
export const peopleEn = {
  title: 'People',
};
