/**
 * What the site plan tests share: the demo site's five controllers (the fleet's own profiles:
 * firmware 1.7, 1.5 with the legacy staff fields, 1.6, 1.7 in London, 1.7) started on a loopback
 * /24 of the file's own and trusted through the real command; direct reads of a controller
 * wherever it listens now (not through the command under test); the site's journal as written on
 * disk; and every request the simulators of this process receive.
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { readdir, readFile } from 'node:fs/promises';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fleetProfile } from '../../../src/simulator/fleet/fleet';
import { demoSeed } from '../../../src/simulator/seed/demo/demo-seed';
import { httpsCall } from '../helpers/https-request';
import type { StartedSimulator } from '../helpers/start-simulator';
import type { cliHarness } from '../cli/cli-harness';

type Harness = ReturnType<typeof cliHarness>;

/** The five controllers of the demo site at `net`.11 to .15, each trusted with `turnkey trust`. */
export async function demoSite(cli: Harness, net: string): Promise<StartedSimulator[]> {
  return Promise.all(
    [0, 1, 2, 3, 4].map((index) => {
      const profile = fleetProfile(index);
      return cli.trusted({
        host: `${net}.${11 + index}`,
        serial: profile.serial,
        firmware: profile.firmware,
        staffFields: profile.staffFields,
        seed: demoSeed({
          staff: 12,
          timeZone: profile.timeZone,
          russianShare: profile.russianShare,
          legacy: profile.staffFields === 'legacy',
        }),
      });
    }),
  );
}

/** A controller read directly where it listens now, logged in as admin:admin. */
export async function direct(sim: StartedSimulator, login = 'admin', password = 'admin') {
  const base = sim.simulator.url;
  const answer = await httpsCall(`${base}/login`, { method: 'POST', json: { login, password } });
  const token = (answer.body as { token?: string } | undefined)?.token;
  const get = async <T = Record<string, unknown>>(path: string): Promise<T[]> => {
    const res = await httpsCall(`${base}${path}`, { method: 'GET', token: token ?? '' });
    if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${res.text}`);
    return (res.body as { data: T[] }).data;
  };
  return {
    login: answer,
    get,
    async time() {
      const res = await httpsCall(`${base}/date_time`, { method: 'GET', token: token ?? '' });
      return res.body as { timezone: string; ntp: boolean; ntp_server: string };
    },
  };
}

/** The open site's journal as the engine wrote it (the one site of the harness's data folder). */
export async function journal(cli: Harness): Promise<Array<Record<string, unknown>>> {
  const root = join(cli.env().TURNKEY_DATA_DIR!, 'sites');
  const [site] = (await readdir(root, { withFileTypes: true })).filter((e) => e.isDirectory());
  const text = await readFile(join(root, site!.name, 'journal.jsonl'), 'utf8');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

export interface SeenRequest {
  host: string;
  method: string;
  url: string;
}

/** Every request received by a server of this process on `port`, whatever its address. */
export function watchPort(port: number): { requests: SeenRequest[]; stop: () => void } {
  const requests: SeenRequest[] = [];
  const listener = (message: unknown): void => {
    const { request, server } = message as { request: IncomingMessage; server: Server };
    const address = server.address() as AddressInfo | null;
    if (address?.port !== port) return;
    requests.push({
      host: address.address,
      method: request.method ?? '',
      url: request.url ?? '',
    });
  };
  subscribe('http.server.request.start', listener);
  return { requests, stop: () => unsubscribe('http.server.request.start', listener) };
}

/** Requests that change something: every method but GET, login aside. */
export const writes = (requests: readonly SeenRequest[]) =>
  requests.filter((r) => r.method !== 'GET' && !r.url.endsWith('/login'));
