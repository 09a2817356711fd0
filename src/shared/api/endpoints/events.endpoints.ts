/** spec 4.7: access, audit and notification event logs with their user-defined entries. */
import { rows } from '../builders';
import { userAccessEvent, userMessageEvent } from '../schemas/events.schema';

const access = rows('access_events');
const audit = rows('audit_events');
const notes = rows('notification_events');

export const eventEndpoints = [
  access.list('accessEvents.list', '/access_events/', 'Access events'),
  access.count('accessEvents.count', '/access_events/count', 'Count access events'),
  access.read('accessEvents.types', '/access_events/types', 'Access event types (reference)'),
  access.read('accessEvents.get', '/access_events/{uuid}', 'One access event'),
  access.create(
    'accessEvents.createUserDefined',
    '/access_events/user_defined/',
    'Record a user-defined access event',
    userAccessEvent,
  ),
  access.update(
    'accessEvents.updateUserDefined',
    '/access_events/user_defined/{uuid}',
    'Change a user-defined access event',
    userAccessEvent,
  ),
  access.remove(
    'accessEvents.deleteUserDefined',
    '/access_events/user_defined/{uuid}',
    'Delete a user-defined access event',
  ),
  audit.list('auditEvents.list', '/audit_events/', 'Audit events'),
  audit.count('auditEvents.count', '/audit_events/count', 'Count audit events'),
  audit.read('auditEvents.types', '/audit_events/types', 'Audit event types (reference)'),
  audit.read('auditEvents.get', '/audit_events/{uuid}', 'One audit event'),
  audit.create(
    'auditEvents.createUserDefined',
    '/audit_events/user_defined/',
    'Record a user-defined audit event',
    userMessageEvent,
  ),
  audit.update(
    'auditEvents.updateUserDefined',
    '/audit_events/user_defined/{uuid}',
    'Change a user-defined audit event',
    userMessageEvent,
  ),
  audit.remove(
    'auditEvents.deleteUserDefined',
    '/audit_events/user_defined/{uuid}',
    'Delete a user-defined audit event',
  ),
  notes.list('notifications.list', '/notification_events/', 'Notification events'),
  notes.count('notifications.count', '/notification_events/count', 'Count notification events'),
  notes.read(
    'notifications.errorCodes',
    '/notification_events/error_codes',
    'Notification error codes (reference)',
  ),
  notes.read('notifications.types', '/notification_events/types', 'Notification types (reference)'),
  notes.list(
    'notifications.userDefinedList',
    '/notification_events/user_defined_notifications/',
    'User-defined notifications',
  ),
  notes.read(
    'notifications.userDefinedGet',
    '/notification_events/user_defined_notifications/{uuid}',
    'One user-defined notification',
  ),
  notes.read('notifications.get', '/notification_events/{uuid}', 'One notification event'),
  notes.create(
    'notifications.createUserDefined',
    '/notification_events/user_defined/',
    'Record a user-defined notification',
    userMessageEvent,
  ),
  notes.create(
    'notifications.createUserDefinedNotification',
    '/notification_events/user_defined_notifications/',
    'Record a user-defined notification (second path)',
    userMessageEvent,
  ),
  notes.update(
    'notifications.updateUserDefined',
    '/notification_events/user_defined/{uuid}',
    'Change a user-defined notification',
    userMessageEvent,
  ),
  notes.update(
    'notifications.updateUserDefinedNotification',
    '/notification_events/user_defined_notifications/{uuid}',
    'Change a user-defined notification (second path)',
    userMessageEvent,
  ),
  notes.remove(
    'notifications.deleteUserDefined',
    '/notification_events/user_defined/{uuid}',
    'Delete a user-defined notification',
  ),
  notes.remove(
    'notifications.deleteUserDefinedNotification',
    '/notification_events/user_defined_notifications/{uuid}',
    'Delete a user-defined notification (second path)',
  ),
] as const;
