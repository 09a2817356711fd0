/**
 * The one wiring of the app's channels, shared by both shells (main/container.ts for Electron,
 * host/container.ts for the browser host) so the two cannot drift: each shell passes what differs
 * (which shell it is, its task runner, how to start the demo fleet) and gets the handlers of every
 * channel. Services take their dependencies as arguments (architecture, conventions 2); the
 * known-controllers store and the keychain are the same ones the `turnkey` command uses.
 */
import { appInfoHandler } from '../../shared/ipc/app-info';
import type { ShellKind } from '../../shared/ipc/app.schema';
import { discoveryTask } from '../../shared/ipc/discovery.schema';
import type { Handlers } from '../../shared/ipc/handlers';
import type { TaskRunner } from '../../shared/ipc/task-runner';
import { emitEvent, type EventSink } from '../../shared/ipc/event-sink';
import { coalescedSiteChanges } from './coalesced-site-changes';
import { controllerConnections, type ControllerServices } from '../controller-services';
import { discoveryWork } from '../discovery/discovery-task';
import type { DiscoverySettings } from '../discovery/discovery-settings';
import type { DiscoveryDeps } from '../discovery/discovery.service';
import { listInterfaces, type LaptopInterfaces } from '../discovery/interfaces';
import { ControllerTrust } from '../trust/controller-trust';
import { KnownControllersStore } from '../trust/known-controllers.store';
import type { CredentialVault } from '../vault/credential-vault';
import { createCommissioning } from './commissioning';
import { ControllerRegistry } from './controller-registry';
import { controllerOverview } from './controller-overview.service';
import { controllerView } from './controller-view.service';
import { DemoSite, type DemoSiteOptions } from './demo-site.service';
import { SiteRelogin } from './relogin.service';
import { AppSessions } from './session.service';
import { AppTrust } from './trust.service';
import { siteJoinHandler } from './site-join.service';
import type { EngineHandlersDeps } from '../engine/engine.handlers';
import { reachService } from '../reach/reach.service';

export interface AppServicesInput {
  shell: ShellKind;
  version: string;
  platform: string;
  /** The app data folder: known controllers, and the demo site's `demo/`. */
  dataDir: string;
  openVault: () => Promise<CredentialVault>;
  tasks: TaskRunner;
  /** Push events to the page(s): jobs and site changes. */
  events: EventSink;
  demo: Omit<DemoSiteOptions, 'dataDir' | 'warn'>;
  /** The laptop's interfaces; tests pass their own (default: the OS's). */
  interfaces?: (options: { allowLargeRanges: boolean }) => Promise<LaptopInterfaces>;
  discoverySettings?: Partial<DiscoverySettings>;
  log: (message: string, error?: unknown) => void;
}

export interface AppServices {
  handlers: Handlers;
  demo: DemoSite;
  /** Makes the open site's first answer ready before a page asks (commissioning.ts). */
  prepare(): Promise<void>;
  /** Logs out of every controller and stops the demo site. */
  dispose(): Promise<void>;
}

export function createAppServices(input: AppServicesInput): AppServices {
  const store = new KnownControllersStore(input.dataDir);
  const trust = new ControllerTrust(store);
  let vault: Promise<CredentialVault> | undefined;
  const vaultOnce = () => (vault ??= input.openVault());
  const services = async (): Promise<ControllerServices> => ({
    dataDir: input.dataDir,
    store,
    trust,
    vault: await vaultOnce(),
  });
  const registry = new ControllerRegistry();
  const appTrust = new AppTrust(trust, registry, services);
  // One connection per controller for the whole shell; it logs in again from the keychain by
  // itself after a move (core/connection).
  const connections = controllerConnections(services);
  const sessions = new AppSessions(services, registry, connections);
  const discoveryDeps: DiscoveryDeps = {
    interfaces: input.interfaces ?? listInterfaces,
    knownControllers: () => store.list(),
    ...(input.discoverySettings ? { settings: input.discoverySettings } : {}),
  };
  /** What this shell saw of a controller (discovery, a trust probe), by id. */
  const seenHere: EngineHandlersDeps['seen'] = (id) => {
    const seen = registry.get(id);
    if (!seen) return undefined;
    return {
      fingerprint256: seen.certificate.fingerprint256,
      address: seen.address,
      ...(seen.serial ? { serial: seen.serial } : {}),
      ...(seen.model ? { model: seen.model } : {}),
      ...(seen.firmware ? { firmware: seen.firmware } : {}),
    };
  };
  // One read of the site per burst of changes (coalesced-site-changes.ts).
  const siteChanged = coalescedSiteChanges((change) =>
    emitEvent(input.events, 'site:changed', change),
  );
  const commissioning = createCommissioning({
    dataDir: input.dataDir,
    shell: input.shell,
    connections,
    services,
    registry,
    discovery: discoveryDeps,
    ownInterfaces: input.interfaces === undefined,
    events: input.events,
    version: input.version,
    seen: seenHere,
    onJob: (job) => emitEvent(input.events, 'job:event', job),
    onSiteChanged: siteChanged,
  });
  /**
   * A controller's trust or session changed here: when the open site holds it, its pages read
   * the site again, so its state is never stale (docs/decisions.md, "The state of a site
   * controller").
   */
  const touched = async <T extends { controllerId: string }>(answer: T): Promise<T> => {
    const site = await commissioning.engine.site();
    if (site && (await site.controller(answer.controllerId))) {
      siteChanged({ siteId: site.id, reason: 'controllers' });
    }
    return answer;
  };
  // Back where you were: the open site's controllers logged in again from the keychain, at start
  // and when a site is opened (docs/decisions.md, "Back where you were after a restart").
  const relogin = new SiteRelogin({
    site: () => commissioning.engine.site(),
    pin: (id) => store.get(id),
    vault: vaultOnce,
    connections,
    progress: (progress) => emitEvent(input.events, 'session:relogin', progress),
    loggedIn: (siteId) => siteChanged({ siteId, reason: 'controllers' }),
    log: input.log,
  });
  void relogin.atStart();
  // Temporary addresses: a killed run's removed now, this run's as it closes (docs/decisions.md,
  // "Reaching a controller on another network").
  const reach = reachService(input.dataDir, input.shell);
  const reachCleanup = (work: Promise<unknown>) =>
    work.catch((error: unknown) => input.log('temporary address not removed', error));
  void reachCleanup(reach.addresses.removeLeftBehind());
  const siteOpen = commissioning.handlers['site:open'];
  const demo = new DemoSite({
    ...input.demo,
    dataDir: input.dataDir,
    warn: (message) => input.log(`demo site: ${message}`),
  });

  const work = discoveryWork({
    interfaces: input.interfaces ?? listInterfaces,
    knownControllers: () => store.list(),
    ...(input.discoverySettings ? { settings: input.discoverySettings } : {}),
    clientFor: (id) => Promise.resolve(sessions.clientFor(id)),
  });
  const discovery = input.tasks.define(discoveryTask, async (request, control) => {
    const result = await work(request, control);
    registry.recordDiscovered(result.controllers);
    await commissioning.states.found(result.controllers);
    return result;
  });

  const handlers: Handlers = {
    ...commissioning.handlers,
    'app:info': appInfoHandler({
      version: input.version,
      platform: input.platform,
      shell: input.shell,
      vaultStatus: async () => (await vaultOnce()).status,
    }),
    'discovery:interfaces': async () =>
      (input.interfaces ?? listInterfaces)({ allowLargeRanges: false }),
    'discovery:start': discovery.start,
    'discovery:cancel': discovery.cancel,
    'trust:probe': ({ address }) => appTrust.probe(address),
    'trust:accept': async (request) => touched(await appTrust.accept(request)),
    'session:login': async (request) => {
      const answer = await sessions.login(request);
      await commissioning.loggedIn(request.controllerId, request.login, request.password);
      return touched(answer);
    },
    'site:join': siteJoinHandler({
      engine: commissioning.engine,
      trust: appTrust,
      sessions,
      states: commissioning.states,
      pin: (id) => store.get(id),
      seen: seenHere,
      changed: siteChanged,
    }),
    'session:logout': ({ controllerId }) => touched(sessions.logout(controllerId)),
    'session:saved': ({ controllerId }) => sessions.saved(controllerId),
    'session:forget': async ({ controllerId, what }) =>
      touched(await sessions.forget(controllerId, what)),
    'controller:view': ({ controllerId }) =>
      controllerView(controllerId, { services, registry, sessions, trust: appTrust }),
    'controller:overview': ({ controllerId }) =>
      controllerOverview(sessions.clientFor(controllerId)),
    'demo:start': ({ size }) => demo.start(size),
    ...(siteOpen
      ? {
          'site:open': async (request) => {
            const view = await siteOpen(request);
            void relogin.opened(await commissioning.engine.requireSite());
            return view;
          },
        }
      : {}),
  };

  return {
    handlers,
    demo,
    prepare: () => commissioning.prepare(),
    async dispose() {
      input.tasks.cancelAll();
      await relogin.dispose();
      commissioning.watch.stop();
      await commissioning.engine.dispose();
      await commissioning.states.settled();
      commissioning.states.dispose();
      sessions.closeAll();
      await demo.stop();
      await reachCleanup(reach.addresses.removeOwn());
    },
  };
}
