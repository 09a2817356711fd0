/**
 * A delayed link for the benchmarks: a TCP relay in a process of its own that holds every chunk
 * `delay` ms before passing it on, each way, in order. TLS runs end to end through it (it never
 * reads the bytes), so the client and the controller see a link as slow as a site LAN's; unlike
 * the simulator's latency fault, which delays only the answer inside the controller, the delay
 * is on the wire, in both directions, for the handshake too. (There is no kernel delay queue to
 * use instead on every machine.)
 *
 * As a program: `node --import tsx test/bench/delay-relay.ts HOST:PORT DELAY_MS` listens on a
 * free loopback port and prints `listening PORT`. As a module: `startDelayRelay`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, connect, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';

export interface DelayRelay {
  host: string;
  port: number;
  stop(): Promise<void>;
}

/** Passes what `from` sends to `to`, each chunk `delayMs` after it came, in order. */
function delayedPipe(from: Socket, to: Socket, delayMs: number): void {
  const queue: { at: number; chunk: Buffer | null }[] = [];
  let timer: NodeJS.Timeout | undefined;
  const flush = (): void => {
    timer = undefined;
    const now = performance.now();
    // A timer fires at the earliest after its delay: what is due within a tenth of a ms goes now.
    while (queue.length > 0 && (queue[0]?.at ?? 0) <= now + 0.1) {
      const { chunk } = queue.shift() as { chunk: Buffer | null };
      if (chunk === null) to.end();
      else to.write(chunk);
    }
    const next = queue[0];
    if (next) timer = setTimeout(flush, Math.max(0, next.at - now));
  };
  const push = (chunk: Buffer | null): void => {
    queue.push({ at: performance.now() + delayMs, chunk });
    timer ??= setTimeout(flush, delayMs);
  };
  from.on('data', (chunk: Buffer) => push(chunk));
  from.on('end', () => push(null));
  from.on('close', () => {
    if (queue.length === 0) to.destroy();
  });
}

function relay(target: { host: string; port: number }, delayMs: number): void {
  const server = createServer({ noDelay: true }, (client) => {
    const upstream = connect({ ...target, noDelay: true });
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    delayedPipe(client, upstream, delayMs);
    delayedPipe(upstream, client, delayMs);
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    if (address && typeof address === 'object') console.log(`listening ${address.port}`);
  });
}

/** Starts a relay process in front of `target` and waits until it listens. */
export function startDelayRelay(
  target: { host: string; port: number },
  delayMs: number,
): Promise<DelayRelay> {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      fileURLToPath(import.meta.url),
      `${target.host}:${target.port}`,
      String(delayMs),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    child.once('exit', (code) => reject(new Error(`delay relay exited with ${code}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const match = /listening (\d+)/.exec(out);
      if (!match) return;
      child.removeAllListeners('exit');
      resolve({
        host: '127.0.0.1',
        port: Number(match[1]),
        stop: () =>
          new Promise<void>((done) => {
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [hostPort = '', delay = '1'] = process.argv.slice(2);
  const at = hostPort.lastIndexOf(':');
  relay({ host: hostPort.slice(0, at), port: Number(hostPort.slice(at + 1)) }, Number(delay));
}
