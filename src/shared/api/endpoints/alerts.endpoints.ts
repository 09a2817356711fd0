/** spec 4.8: alerts raised by denied passes. */
import { rows } from '../builders';

const alerts = rows('alerts');

export const alertEndpoints = [
  alerts.count(
    'alerts.countByAccessPoint',
    '/alerts/access_points/{uuid}/count',
    'Count alerts of one access point',
  ),
  alerts.read(
    'alerts.sortByAccessPoint',
    '/alerts/sortByAccessPoint',
    'Alert counts per access point',
  ),
  alerts.list('alerts.violations', '/alerts/violations', 'Violations'),
  alerts.remove(
    'alerts.clearAccessPoint',
    '/alerts/access_points/{uuid}',
    'Clear the alerts of one access point',
  ),
  alerts.remove('alerts.delete', '/alerts/{uuid}', 'Delete one alert'),
] as const;
