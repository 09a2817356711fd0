/**
 * How a running demo fleet is found by whoever starts the demo next: the fleet writes
 * `fleet.json` into its data folder (its process, control channel and token, and each
 * controller's serial, address and certificate fingerprint), readable by this user only, and
 * removes it when it stops. A starter reads it and asks the control channel for its state: only an
 * answer proves the fleet runs (a hard kill leaves the file behind). docs/decisions.md, "App
 * wiring": the app's demo and `turnkey simulate --fleet` share this folder, so each finds the
 * other's fleet.
 */
import { randomBytes } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { fleetMember, type RunningFleet } from '../../shared/ipc/demo.schema';
import { isLoopback } from '../control/control-server';

export const BEACON_FILE = 'fleet.json';

/** How long a starter waits for the control channel of a fleet it found. */
export const BEACON_ANSWER_MS = 2_000;

const beaconSchema = z.strictObject({
  pid: z.int().min(1),
  controlUrl: z.url(),
  token: z.string().min(1),
  controllers: z.array(fleetMember).min(1),
});
export type FleetBeacon = z.infer<typeof beaconSchema>;

const stateAnswer = z.object({
  simulators: z.array(
    z.object({ serial: z.string(), up: z.boolean(), url: z.string().nullable() }),
  ),
});

/** Writes the beacon atomically (a half-written file is never read), mode 0600. */
export async function writeBeacon(dataRoot: string, beacon: FleetBeacon): Promise<void> {
  const path = join(dataRoot, BEACON_FILE);
  const temporary = `${path}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, JSON.stringify(beacon, null, 2), { mode: 0o600 });
  await rename(temporary, path);
}

/** Removes the beacon if it is still this fleet's (another may have replaced a stale one). */
export async function removeBeacon(dataRoot: string, token: string): Promise<void> {
  const found = await readBeacon(dataRoot);
  if (found?.token === token) await rm(join(dataRoot, BEACON_FILE), { force: true });
}

async function readBeacon(dataRoot: string): Promise<FleetBeacon | undefined> {
  const text = await readFile(join(dataRoot, BEACON_FILE), 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  try {
    const parsed = beaconSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Host and port of `https://host:port/...`, or undefined. */
function addressOf(url: string | null): { host: string; port: number } | undefined {
  if (!url) return undefined;
  const parsed = new URL(url);
  return { host: parsed.hostname.replace(/^\[|\]$/g, ''), port: Number(parsed.port) };
}

/**
 * The demo fleet running from `dataRoot`, when its beacon is there and its control channel
 * answers with the token; undefined otherwise. The token is sent to loopback only.
 */
export async function findRunningFleet(
  dataRoot: string,
  timeoutMs = BEACON_ANSWER_MS,
): Promise<RunningFleet | undefined> {
  const beacon = await readBeacon(dataRoot);
  if (!beacon || !isLoopback(new URL(beacon.controlUrl).hostname)) return undefined;
  try {
    const response = await fetch(`${beacon.controlUrl}/state`, {
      headers: { Authorization: `Bearer ${beacon.token}` },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return undefined;
    const state = stateAnswer.safeParse(await response.json());
    if (!state.success) return undefined;
    const live = new Map(state.data.simulators.map((s) => [s.serial, s]));
    return {
      pid: beacon.pid,
      controlUrl: beacon.controlUrl,
      controllers: beacon.controllers.map((c) => {
        const now = live.get(c.serial);
        // The state has the address it listens on now (it may have moved, D16).
        const address = addressOf(now?.url ?? null) ?? { host: c.host, port: c.port };
        return { ...c, ...address, up: now?.up ?? false };
      }),
    };
  } catch {
    return undefined;
  }
}
