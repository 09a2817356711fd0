/** A controller's clock as the plan tests read it: Moscow's zone, NTP from the yard's server. */
import type { TimeReading } from '../../../src/core/time/time-reading';

export const MOSCOW_TIME: TimeReading = {
  timestamp: 1_790_000_000,
  laptopMs: 1_790_000_000_000,
  driftSeconds: 0,
  timezone: 'Europe/Moscow',
  ntp: true,
  ntpServer: 'ntp1.yard.local',
};
