/**
 * What one new TLS connection to a controller costs this computer: a fresh secure context and a
 * full handshake each time (how the pinned agent connected before), against the pinned agent's
 * one context with the session of a checked handshake resumed (docs/decisions.md, "One TLS
 * context and session per pinned controller"). Each connection is opened, checked against the
 * pin and closed, one after another, against a `turnkey simulate` process on loopback; the CPU
 * time is this process's own. Rewrites the "TLS per connection" section of docs/benchmarks.md.
 */
import { loadavg } from 'node:os';
import type { Duplex } from 'node:stream';
import { connect, type TLSSocket } from 'node:tls';
import { parseAddress } from '../../src/core/client/controller-address';
import { PinnedAgent } from '../../src/core/client/pinned-agent';
import { uncheckedTlsOptions } from '../../src/core/trust/certificate-probe';
import { measuredOn, recordSection } from './bench-doc';
import { startBenchSimulator } from './bench-simulator';

const CONNECTIONS = 400;

interface Cost {
  wallMs: number;
  cpuMs: number;
}

async function measure(open: () => Promise<void>): Promise<Cost> {
  const cpu = process.cpuUsage();
  const start = performance.now();
  for (let i = 0; i < CONNECTIONS; i++) await open();
  const used = process.cpuUsage(cpu);
  return { wallMs: performance.now() - start, cpuMs: (used.user + used.system) / 1000 };
}

/** A new context and a full handshake, the fingerprint compared: one connection of before. */
function fullHandshake(host: string, port: number, pinned: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket: TLSSocket = connect(uncheckedTlsOptions({ host, port }), () => {
      const matched = socket.getPeerCertificate().fingerprint256 === pinned;
      socket.destroy();
      if (matched) resolve();
      else reject(new Error('pin mismatch'));
    });
    socket.once('error', reject);
  });
}

function agentConnection(agent: PinnedAgent, host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    agent.createConnection({ host, port }, (error: Error | null, socket: Duplex) => {
      socket.destroy();
      if (error) reject(error);
      else resolve();
    });
  });
}

const per = (cost: Cost, key: keyof Cost) => (cost[key] / CONNECTIONS).toFixed(2);

async function main(): Promise<void> {
  const bench = await startBenchSimulator();
  try {
    const { host, port } = parseAddress(new URL(bench.sim.url).host);
    const pinned = bench.sim.fingerprint;
    const agent = new PinnedAgent({ fingerprint256: pinned });
    // Warm both paths (the simulator's own caches, the JIT) before measuring.
    for (let i = 0; i < 20; i++) {
      await fullHandshake(host, port, pinned);
      await agentConnection(agent, host, port);
    }
    const before = await measure(() => fullHandshake(host, port, pinned));
    const after = await measure(() => agentConnection(agent, host, port));
    agent.destroy();
    const load = loadavg()
      .map((l) => l.toFixed(2))
      .join(', ');
    const table = [
      '| Per new connection | CPU here (ms) | Wall (ms) |',
      '| --- | --- | --- |',
      `| New context, full handshake (before) | ${per(before, 'cpuMs')} | ${per(before, 'wallMs')} |`,
      `| One context, session resumed (pinned agent) | ${per(after, 'cpuMs')} | ${per(after, 'wallMs')} |`,
    ].join('\n');
    console.log(table);
    await recordSection(
      'TLS per connection',
      `${measuredOn('test/bench/tls.bench.ts')} Load average ${load}.\n\n` +
        `${CONNECTIONS} connections opened one after another to one simulator on loopback, each ` +
        'checked against the pin and closed. At 200 controllers, each connected to a few times ' +
        'per run, the difference is what the pinned agent no longer spends.\n\n' +
        table,
    );
  } finally {
    await bench.stop();
  }
}

await main();
