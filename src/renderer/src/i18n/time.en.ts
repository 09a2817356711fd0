/** English words of the time screen (the time wizard's own words come from the shell). */
export const timeEn = {
  title: 'Time',
  intro:
    'The clock of every controller on this site, read now beside this computer’s, with its zone and time synchronisation.',
  laptop: 'This computer: {time}, {zone}',
  refresh: 'Refresh',
  setFor:
    'Set time on every readable controller | Set time on the selected controller | Set time on {count} selected controllers',
  columns: {
    controller: 'Controller',
    controllerTime: 'Controller time',
    laptopTime: 'This computer',
    drift: 'Drift',
    zone: 'Zone',
    ntp: 'NTP',
  },
  seconds: '{value} s',
  driftHigh: 'More than {limit} s off this computer’s clock',
  ntpOn: 'On',
  ntpOff: 'Off',
  ntpOwnServer: 'its own server',
  empty: 'No controllers on this site yet.',
  reading: 'Reading the clocks…',
};
