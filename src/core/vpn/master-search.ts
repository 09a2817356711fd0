/**
 * Whether a VPN master reaches a controller (spec 4.12): the master's own controller search of
 * that one address (a /32), which is also how the master learns where a new member is before a
 * sync can start. The search probes the master's own port, so a member listening on another
 * port is not found: said in the reason. A controller runs one search at a time (409 while one
 * runs), so this process queues its searches per master and waits out a search started
 * elsewhere.
 */
import type { LocalizedText } from '../../shared/words/localized-text';
import { ClientError } from '../client/client-error';
import type { ControllerClient } from '../client/controller-client';
import { sleep } from '../client/retry';
import { searchThrough } from '../discovery/controller-search';
import { normalizeFingerprint } from '../trust/fingerprint';
import type { Candidate } from './member-checks';
import { VPN_WORDS } from './vpn.words';

const SEARCH_TIMEOUT_MS = 30_000;
const BUSY_RETRIES = 20;

const queues = new Map<string, Promise<unknown>>();

/** Runs `work` after every other search of this process through the same master. */
export function oneSearchAtATime<T>(master: ControllerClient, work: () => Promise<T>): Promise<T> {
  const key = `${master.address.host}:${master.address.port}`;
  const before = queues.get(key) ?? Promise.resolve();
  const run = before.catch(() => undefined).then(work);
  queues.set(
    key,
    run.catch(() => undefined),
  );
  return run;
}

async function searchOne(master: ControllerClient, host: string, signal?: AbortSignal) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await searchThrough(master, `${host}/32`, {
        pollMs: 150,
        timeoutMs: SEARCH_TIMEOUT_MS,
        ...(signal ? { signal } : {}),
      });
    } catch (error) {
      // Another client's search is running on the master: wait for it to end.
      const busy =
        (ClientError.is(error, 'unexpected_answer') && error.details.status === 409) ||
        ClientError.is(error, 'server_fault') ||
        ClientError.is(error, 'unreachable');
      if (!busy || attempt >= BUSY_RETRIES) throw error;
      await sleep(500, signal);
    }
  }
}

export type MasterFinding = { ok: true } | { ok: false; reason: LocalizedText };

/**
 * Searches the candidate's address through the master; ok when it is there with its pin. `then`
 * runs in the same turn of the queue when it is: the master keeps only its last search's
 * results, so a sync must start before another search replaces them.
 */
export function masterFinds(
  master: ControllerClient,
  c: Candidate,
  signal?: AbortSignal,
  then?: () => Promise<unknown>,
): Promise<MasterFinding> {
  return oneSearchAtATime(master, async () => {
    const finding = await findNow(master, c, signal);
    if (finding.ok) await then?.();
    return finding;
  });
}

async function findNow(
  master: ControllerClient,
  c: Candidate,
  signal?: AbortSignal,
): Promise<MasterFinding> {
  {
    let found;
    try {
      found = await searchOne(master, c.host, signal);
    } catch (error) {
      const said = error instanceof Error ? error.message : String(error);
      return {
        ok: false,
        reason: VPN_WORDS.mastersControllerSearchFailed(c.host, said),
      };
    }
    const hit = found.find((r) => r.serial === c.serial);
    const pin = c.fingerprint ? normalizeFingerprint(c.fingerprint) : undefined;
    if (hit && (!pin || !hit.fingerprint256 || hit.fingerprint256 === pin)) return { ok: true };
    if (hit) {
      return {
        ok: false,
        reason: VPN_WORDS.masterFindsAnotherCertificate(c.serial, c.host),
      };
    }
    const port = master.address.port;
    return {
      ok: false,
      reason: VPN_WORDS.notReachableMasterController(c.host, port, c.port),
    };
  }
}
