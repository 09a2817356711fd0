/**
 * The names of the contract's channels and events (shared/ipc/channels.ts), for the browser
 * bridge's check of every name it is given, without building the contract's schemas: the bridge
 * is in the page's small entry (main.ts), which must start before the rest of the page loads.
 * `satisfies` keeps these lists equal to the contract: a name added there and not here, or one
 * here that is not there, fails the type check.
 */
import type { ChannelName, EventName } from '../../../shared/ipc/channels';

const CHANNEL_NAMES = {
  'app:info': true,
  'discovery:interfaces': true,
  'discovery:start': true,
  'discovery:cancel': true,
  'trust:probe': true,
  'trust:accept': true,
  'session:login': true,
  'session:logout': true,
  'session:saved': true,
  'session:forget': true,
  'controller:view': true,
  'controller:overview': true,
  'demo:start': true,
  'time:site': true,
  'migration:status': true,
  'accessPoints:list': true,
  'accessPoints:people': true,
  'accessPoints:testPass': true,
  'vpn:cluster': true,
  'transfer:list': true,
  'resource:read': true,
  'resource:write': true,
  'resource:tail': true,
  'report:make': true,
  'report:file': true,
  'plan:read': true,
  'plan:apply': true,
  'plan:run': true,
  'plan:export': true,
  'reach:plan': true,
  'reach:add': true,
  'reach:list': true,
  'reach:remove': true,
  'site:list': true,
  'site:create': true,
  'site:open': true,
  'site:current': true,
  'site:rename': true,
  'site:delete': true,
  'site:addControllers': true,
  'site:removeController': true,
  'journal:list': true,
  'site:join': true,
  'job:list': true,
  'job:attach': true,
  'job:cancel': true,
  'flow:start': true,
  'flow:step': true,
  'flow:back': true,
  'flow:get': true,
  'flow:cancel': true,
  'flow:retry': true,
} as const satisfies Record<ChannelName, true>;

const EVENT_NAMES = {
  'discovery:event': true,
  'site:changed': true,
  'job:event': true,
  'plan:changed': true,
  'session:relogin': true,
} as const satisfies Record<EventName, true>;

export function isChannelName(name: unknown): name is ChannelName {
  return typeof name === 'string' && Object.hasOwn(CHANNEL_NAMES, name);
}

export function isEventName(name: unknown): name is EventName {
  return typeof name === 'string' && Object.hasOwn(EVENT_NAMES, name);
}
