/**
 * What this shell learns of its controllers while it works, turned into the facts their state is
 * derived from (docs/decisions.md, "The state of a site controller"). Every connection tells it
 * each handshake, login and refusal (core/connection); it keeps what is only true now (answers,
 * silent since, a refused login) in memory and writes what must outlive the process: a changed
 * certificate on the site, and the factory-password mark on the pin and the site, each with a
 * journal entry when it changes. Nothing here sends anything to a controller except the
 * factory-account check after its accounts were changed.
 */
import { canChangePassword, type ControllerObservation } from '../../shared/state/controller-state';
import { sameAddress, type ControllerAddress } from '../client/controller-address';
import type { ConnectionEvent } from '../connection/controller-connection';
import type { Connections } from '../connection/connections';
import { controllerLabel } from '../engine/site-controller';
import type { Site } from '../site/site';
import type { KnownControllersStore } from '../trust/known-controllers.store';
import { journalCertificate, journalFactoryMark } from './state-journal';

export interface ControllerStatesDeps {
  connections: Connections;
  /** The open site, if any (its controllers get the persistent facts). */
  site: () => Promise<Site | undefined>;
  pins: () => Promise<Pick<KnownControllersStore, 'get' | 'update'>>;
  /** Whether the controller accepts the factory account now (a login attempt with it). */
  acceptsFactoryAccount: (
    fingerprint256: string,
    address: ControllerAddress,
  ) => Promise<boolean | undefined>;
  /** A site controller's state changed: the pages read the site again. */
  changed: (siteId: string) => void;
  now?: () => Date;
}

export class ControllerStates {
  readonly #observed = new Map<string, ControllerObservation>();
  /** One chain per controller, so its facts are written in the order they were learnt. */
  readonly #queues = new Map<string, Promise<void>>();
  readonly #stop: () => void;
  readonly #now: () => Date;

  constructor(private readonly deps: ControllerStatesDeps) {
    this.#now = deps.now ?? (() => new Date());
    this.#stop = deps.connections.observe((id, event) => this.record(id, event));
  }

  /** What this process saw of a controller (answers, silent, a refused login, moved). */
  observed(fingerprint256: string): ControllerObservation | undefined {
    return this.#observed.get(fingerprint256);
  }

  /**
   * Discovery saw these certificates answer at these addresses: a site controller seen where
   * the site does not keep it is "seen at" there; one seen at its own address answers.
   */
  async found(seen: readonly { id: string; address: ControllerAddress }[]): Promise<void> {
    const site = await this.deps.site();
    if (!site) return;
    const stored = new Map((await site.controllers()).map((c) => [c.id, c]));
    const at = this.#now().toISOString();
    for (const { id, address } of seen) {
      const kept = stored.get(id);
      if (!kept) continue;
      const moved = !sameAddress(kept.address, address);
      this.#observe(id, (o) => {
        if (moved) o.movedTo = address;
        else {
          delete o.movedTo;
          delete o.silentSince;
          o.answeredAt = at;
        }
      });
    }
  }

  /** Takes one event in; the facts it changes are written before the next one's. */
  record(fingerprint256: string, event: ConnectionEvent): void {
    const previous = this.#queues.get(fingerprint256) ?? Promise.resolve();
    const next = previous.then(() => this.#apply(fingerprint256, event)).catch(() => undefined);
    this.#queues.set(fingerprint256, next);
  }

  /** Resolves when every event taken so far has been written (tests, a command's end). */
  async settled(): Promise<void> {
    await Promise.all(this.#queues.values());
  }

  dispose(): void {
    this.#stop();
  }

  async #apply(id: string, event: ConnectionEvent): Promise<void> {
    const at = this.#now().toISOString();
    switch (event.kind) {
      case 'handshake':
        this.#observe(id, (o) => {
          o.answeredAt = at;
          delete o.silentSince;
        });
        await this.#certificate(id, event.matched ? undefined : event.actual, at);
        return;
      case 'unreachable':
        this.#observe(id, (o) => {
          o.silentSince ??= at;
        });
        return;
      case 'refused':
        this.#observe(id, (o) => {
          o.refusedLogin = event.login;
        });
        return;
      case 'login':
        this.#observe(id, (o) => {
          delete o.refusedLogin;
        });
        // Only the factory login says anything of the factory password: a login as someone
        // else proves nothing of it.
        if (event.factoryLogin) await this.#factory(id, event.factory, at);
        return;
      case 'accountsChanged': {
        const connection = this.deps.connections.get(id);
        if (!connection) return;
        const accepts = await this.deps.acceptsFactoryAccount(id, connection.address);
        if (accepts !== undefined) {
          await this.#factory(id, accepts, this.#now().toISOString(), true);
        }
        return;
      }
    }
  }

  /** Keeps what was seen; the pages hear of it only when what they show changes, not its time. */
  #observe(id: string, change: (o: ControllerObservation) => void): void {
    const before = shown(this.#observed.get(id));
    const next = { ...this.#observed.get(id) };
    change(next);
    this.#observed.set(id, next);
    if (shown(next) !== before) void this.#announce(id);
  }

  async #announce(id: string): Promise<void> {
    const site = await this.deps.site().catch(() => undefined);
    if (site && (await site.controller(id).catch(() => undefined))) this.deps.changed(site.id);
  }

  /** A certificate other than the pin answered (`presented`), or the pin did (undefined). */
  async #certificate(id: string, presented: string | undefined, at: string): Promise<void> {
    if (presented) this.deps.connections.get(id)?.logout();
    const site = await this.deps.site();
    const stored = await site?.controller(id);
    if (!site || !stored) return;
    if (stored.certificateChanged?.presented === presented) return;
    if (!presented && !stored.certificateChanged) return;
    await site.updateController(
      id,
      presented ? { certificateChanged: { presented, seenAt: at } } : {},
      presented ? [] : ['certificateChanged'],
    );
    await journalCertificate(site, { id, label: controllerLabel(stored) }, stored, presented);
    this.deps.changed(site.id);
  }

  /** The factory account let someone in (true), or a login or a check proved it changed. */
  async #factory(id: string, inUse: boolean, at: string, checked = false): Promise<void> {
    const pins = await this.deps.pins();
    if (await pins.get(id))
      await pins.update(id, { factoryPassword: inUse, factoryPasswordAt: at });
    const site = await this.deps.site();
    const stored = await site?.controller(id);
    if (!site || !stored) return;
    const was = stored.factoryPassword;
    await site.updateController(id, { factoryPassword: inUse, factoryPasswordAt: at });
    if (was === inUse) return;
    // A login proving it changed follows the wizard's own change, which journals itself.
    if (inUse || checked) {
      await journalFactoryMark(
        site,
        { id, label: controllerLabel(stored), changeable: canChangePassword(stored.firmware) },
        inUse,
      );
    }
    this.deps.changed(site.id);
  }
}

/** What the state shows of an observation, less the time of the last answer. */
function shown(o: ControllerObservation | undefined): string {
  if (!o) return '';
  const reach = o.silentSince ? `silent ${o.silentSince}` : o.answeredAt ? 'answers' : '';
  return JSON.stringify([reach, o.movedTo, o.refusedLogin]);
}
