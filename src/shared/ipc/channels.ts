/**
 * Every channel and event of the app, collected from the feature schema files. This table is the
 * whole surface the page can reach: the preload and the browser host refuse any other name.
 *
 * To add a request: define it in `<feature>.schema.ts` with defineChannel and list it in
 * CHANNEL_LIST (a feature with several exports its own list, as SITE_CHANNELS). A long task:
 * defineTask there and list its start, cancel and event. A push event: defineEvent and list it
 * in EVENT_LIST. Then give it a handler in core/app/app-services.ts, which both shells use. A
 * wizard needs none of this: it is a flow on the `flow:*` channels (docs/decisions.md).
 */
import type { ChannelDef, EventDef, InputOf, OutputOf, PayloadOf } from './channel';
import { appInfo } from './app.schema';
import { controllerOverview } from './controller-overview.schema';
import { controllerView } from './controller-view.schema';
import { demoStart } from './demo.schema';
import { discoveryInterfaces, discoveryTask } from './discovery.schema';
import {
  sessionForget,
  sessionLogin,
  sessionLogout,
  sessionRelogin,
  sessionSaved,
} from './session.schema';
import { trustAccept, trustProbe } from './trust.schema';
import { FLOW_CHANNELS } from './flow.schema';
import { JOB_CHANNELS, JOB_EVENTS } from './job.schema';
import { SITE_CHANNELS, SITE_EVENTS } from './site.schema';
import { siteJoin } from './site-join.schema';
import { timeSite } from './time.schema';
import { ACCESS_POINT_CHANNELS } from './access-points.schema';
import { migrationStatus } from './migration.schema';
import { VPN_CHANNELS } from './vpn.schema';
import { TRANSFER_CHANNELS } from './transfer.schema';
import { RESOURCE_CHANNELS } from './resource.schema';
import { REPORT_CHANNELS } from './report.schema';
import { PLAN_CHANNELS, PLAN_EVENTS } from './plans.schema';
import { REACH_CHANNELS } from './reach.schema';

const CHANNEL_LIST = [
  appInfo,
  discoveryInterfaces,
  discoveryTask.start,
  discoveryTask.cancel,
  trustProbe,
  trustAccept,
  sessionLogin,
  sessionLogout,
  sessionSaved,
  sessionForget,
  controllerView,
  controllerOverview,
  demoStart,
  timeSite,
  migrationStatus,
  ...ACCESS_POINT_CHANNELS,
  ...VPN_CHANNELS,
  ...TRANSFER_CHANNELS,
  ...RESOURCE_CHANNELS,
  ...REPORT_CHANNELS,
  ...PLAN_CHANNELS,
  ...REACH_CHANNELS,
  ...SITE_CHANNELS,
  siteJoin,
  ...JOB_CHANNELS,
  ...FLOW_CHANNELS,
] as const;

const EVENT_LIST = [
  discoveryTask.event,
  ...SITE_EVENTS,
  ...JOB_EVENTS,
  ...PLAN_EVENTS,
  sessionRelogin,
] as const;

type ByName<T extends readonly { name: string }[]> = { readonly [D in T[number] as D['name']]: D };

function byName<T extends readonly { name: string }[]>(defs: T): ByName<T> {
  const table = new Map<string, T[number]>();
  for (const def of defs) {
    if (table.has(def.name)) throw new Error(`IPC name "${def.name}" is defined twice`);
    table.set(def.name, def);
  }
  return Object.freeze(Object.fromEntries(table)) as ByName<T>;
}

export const CHANNELS = byName(CHANNEL_LIST);
export const EVENTS = byName(EVENT_LIST);

export type Channels = typeof CHANNELS;
export type Events = typeof EVENTS;
export type ChannelName = keyof Channels;
export type EventName = keyof Events;

export type ChannelInput<N extends ChannelName> = InputOf<Channels[N]>;
export type ChannelOutput<N extends ChannelName> = OutputOf<Channels[N]>;
export type EventPayload<N extends EventName> = PayloadOf<Events[N]>;

export function isChannelName(name: unknown): name is ChannelName {
  return typeof name === 'string' && Object.hasOwn(CHANNELS, name);
}

export function isEventName(name: unknown): name is EventName {
  return typeof name === 'string' && Object.hasOwn(EVENTS, name);
}

export function channelDef(name: ChannelName): ChannelDef {
  return CHANNELS[name];
}

export function eventDef(name: EventName): EventDef {
  return EVENTS[name];
}
