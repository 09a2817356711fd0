/**
 * Helper of discovery.bench.ts, run inside the far network namespace: starts a simulator at each
 * address given (port 443, data under the folder given), prints one JSON line with their
 * fingerprints, and stops them when its standard input closes.
 */
import { join } from 'node:path';
import { Simulator } from '../../src/simulator';

const [root, ...hosts] = process.argv.slice(2);
if (!root || hosts.length === 0) throw new Error('usage: discovery-far-fleet.ts DATA_ROOT HOST...');
const sims = hosts.map(
  (host, i) =>
    new Simulator({
      host,
      port: 443,
      dataDir: join(root, host),
      admin: { login: 'admin', password: 'admin' },
      serial: `FAR${String(i + 1).padStart(2, '0')}`,
      mdns: false,
    }),
);
await Promise.all(sims.map((sim) => sim.start()));
process.stdout.write(`${JSON.stringify({ fingerprints: sims.map((s) => s.fingerprint) })}\n`);
process.stdin.resume();
process.stdin.on('end', () => {
  void Promise.all(sims.map((sim) => sim.stop())).then(() => process.exit(0));
});
