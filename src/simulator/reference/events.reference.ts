/**
 * Reference values of the event logs (spec 4.7 `types` and `error_codes`): what each log can
 * hold. The controller writes the non-user-defined kinds itself.
 */
export interface EventType {
  type: string;
  title: string;
}

export const ACCESS_EVENT_TYPES: EventType[] = [
  { type: 'access_granted', title: 'Access granted' },
  { type: 'free_pass', title: 'Passed in free passage (open or emergency state)' },
  { type: 'access_denied_unknown_user', title: 'Access denied: unknown person' },
  { type: 'access_denied_banned', title: 'Access denied: person is banned' },
  { type: 'access_denied_closed', title: 'Access denied: access point closed' },
  { type: 'access_denied_no_grant', title: 'Access denied: visitor without a grant for today' },
  {
    type: 'access_denied_schedule',
    title: 'Access denied: outside the schedule of the access profile',
  },
  {
    type: 'access_denied_no_access',
    title: 'Access denied: no access profile or grant for this access point',
  },
  { type: 'access_confirmed', title: 'Access confirmed by an external system' },
  { type: 'access_rejected', title: 'Access rejected by an external system' },
  { type: 'door_forced_open', title: 'Door forced open' },
  { type: 'door_held_open', title: 'Door held open' },
  { type: 'user_defined', title: 'User-defined access event' },
];

export const AUDIT_EVENT_TYPES: EventType[] = [
  { type: 'login', title: 'User logged in' },
  { type: 'login_failed', title: 'Failed login' },
  { type: 'auth_user_created', title: 'Authentication user created' },
  { type: 'auth_user_changed', title: 'Authentication user changed' },
  { type: 'auth_user_deleted', title: 'Authentication user deleted' },
  { type: 'settings_changed', title: 'Controller settings changed' },
  { type: 'record_created', title: 'Record created through the API' },
  { type: 'record_changed', title: 'Record changed through the API' },
  { type: 'record_deleted', title: 'Record deleted through the API' },
  { type: 'command', title: 'Command sent through the API' },
  { type: 'migration', title: 'Data migration job' },
  { type: 'user_defined', title: 'User-defined audit event' },
];

export const NOTIFICATION_TYPES: EventType[] = [
  { type: 'device_error', title: 'A device reports an error' },
  { type: 'device_restored', title: 'A device is back to normal' },
  { type: 'device_event', title: 'A device event sent by an external system' },
  { type: 'tamper', title: 'Tamper switch opened' },
  { type: 'power', title: 'Power supply event' },
  { type: 'user_defined', title: 'User-defined notification' },
];

export interface ErrorCode {
  code: string;
  title: string;
}

/** Error codes a notification or a device error carries (spec 4.7 `error_codes`). */
export const NOTIFICATION_ERROR_CODES: ErrorCode[] = [
  { code: 'E101', title: 'Reader offline' },
  { code: 'E102', title: 'Reader tamper' },
  { code: 'E201', title: 'Lock does not respond' },
  { code: 'E202', title: 'Lock position sensor fault' },
  { code: 'E301', title: 'Bus communication error' },
  { code: 'E401', title: 'Power supply low' },
  { code: 'E501', title: 'Storage drive not connected' },
];
