/** English words of the access rules and system screens (schedules, profiles, directories, logins, biometry, time tracking, devices). */
export const rulesEn = {
  title: 'Rules',
};
