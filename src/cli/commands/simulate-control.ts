/**
 * Opens the control channel of `turnkey simulate` for the simulators of
 * the process and says where it is and its token, so tests and trainers can reach it.
 */
import { ControlServer, SimulatorControl, type Simulator } from '../../simulator';

/** Starts the control channel for `simulators` (all running), or nothing when it is off. */
export async function openControl(
  simulators: readonly Simulator[],
  address: { host: string; port: number } | false,
): Promise<{ server: ControlServer | undefined; lines: string[] }> {
  if (address === false) return { server: undefined, lines: [] };
  const server = new ControlServer(
    simulators.map((s) => SimulatorControl.of(s)),
    { ...address, warn: (message) => process.stderr.write(`warning: ${message}\n`) },
  );
  await server.start();
  return {
    server,
    lines: [`Control channel: ${server.url}`, `Control token: ${server.token}`],
  };
}
