/**
 * A simulator's mDNS advert as an independent resolver reads it (python-zeroconf, not the
 * bonjour-service both sides of the app use): the SRV target is the controller's own host name
 * `<serial>.local`, and that name resolves to exactly the address the simulator listens on, also
 * on loopback and also with other simulators advertising beside it. Skipped, saying why, only when
 * `/usr/bin/python3` has no zeroconf module.
 */
import { execFile, execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { advertName } from '../../../src/simulator/mdns/advertiser';
import { fleet, testNet, testPort } from './discovery-support';

const PYTHON = '/usr/bin/python3';
const RESOLVER = join(__dirname, 'mdns-resolve.py');

function zeroconfMissing(): string | undefined {
  try {
    execFileSync(PYTHON, ['-c', 'import zeroconf'], { stdio: 'ignore' });
    return undefined;
  } catch {
    return `${PYTHON} has no zeroconf module (Debian: python3-zeroconf)`;
  }
}
const missing = zeroconfMissing();

interface Resolved {
  service: {
    server: string;
    port: number;
    addresses: string[];
    txt: Record<string, string | null>;
  } | null;
  host: { name: string; addresses: string[] } | null;
}

async function resolve(instance: string): Promise<Resolved> {
  const { stdout } = await promisify(execFile)(PYTHON, [RESOLVER, '127.0.0.1', instance], {
    timeout: 20_000,
  });
  return JSON.parse(stdout) as Resolved;
}

const net = testNet();
const port = testPort();
const sims = fleet();
afterEach(() => sims.stopAll());

describe(`an independent resolver (python-zeroconf)${missing ? `: skipped, ${missing}` : ''}`, () => {
  it.skipIf(missing !== undefined)(
    'resolves each simulator`s <serial>.local to exactly its listen address',
    async () => {
      const serials = [11, 12].map((last) => `RES-${net.replaceAll('.', '-')}-${last}`);
      const started = await Promise.all(
        serials.map((serial, i) =>
          sims.start({ host: `${net}.${11 + i}`, port, serial, mdns: true, firmware: '1.6' }),
        ),
      );
      const answers = await Promise.all(serials.map((serial) => resolve(advertName(serial))));

      answers.forEach((answer, i) => {
        const serial = serials[i]!;
        const host = started[i]!.host;
        expect(answer.service).toEqual({
          server: `${serial}.local.`,
          port,
          addresses: [host],
          txt: { api: '/api/v1', serial, model: 'Turnkey simulator', fw: '1.6.0' },
        });
        // Asked alone, the host name answers with the listen address and nothing else.
        expect(answer.host).toEqual({ name: `${serial}.local.`, addresses: [host] });
      });
    },
  );
});
