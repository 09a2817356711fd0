/**
 * "The new address is not already answering": before anything is sent, each address the
 * wizard would give is tried with a TCP connection on the controllers' HTTPS port. An accepted
 * connection means something holds that address already (another controller, a camera, a
 * printer). A refusal or silence counts as free: on loopback the kernel refuses for every
 * address, and a device without that port open cannot be seen without ICMP, which needs
 * privileges a desktop app does not have (docs/decisions.md, "Network wizard: the checks
 * before anything is sent").
 */
import { connect } from 'node:net';

export const PROBE_TIMEOUT_MS = 800;

function accepts(host: string, port: number, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** The hosts among `hosts` where something accepts a connection on `port`. */
export async function answeringHosts(
  hosts: readonly string[],
  port: number,
  timeoutMs = PROBE_TIMEOUT_MS,
): Promise<Set<string>> {
  const unique = [...new Set(hosts)];
  const answers = await Promise.all(unique.map((host) => accepts(host, port, timeoutMs)));
  return new Set(unique.filter((_, index) => answers[index]));
}
