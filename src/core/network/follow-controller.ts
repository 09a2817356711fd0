/**
 * Following a controller after `POST /network` (spec 4.12): D16 says it answers first and moves
 * within about a second. A static address is watched until this very certificate answers there;
 * after DHCP nobody knows the address, so the old one is watched until the controller leaves it
 * and then the controller is found again by its certificate (locate-controller.ts). A controller
 * still at its old address after the grace time kept it (a DHCP server may hand the same one).
 */
import type { ErrorData } from '../../shared/errors/error-data';
import { ClientError } from '../client/client-error';
import type { ControllerAddress } from '../client/controller-address';
import type { ControllerConnection } from '../connection/controller-connection';
import { probeCertificate } from '../trust/certificate-probe';
import { NETWORK_WORDS } from './network.words';

/** How long a controller may keep answering at its old address before it moves (D16: ~1 s). */
export const MOVE_GRACE_MS = 3000;

/** Finds the controller by its certificate (locate-controller.ts with the shell's discovery). */
export type Locate = (request: {
  fingerprint256: string;
  near: readonly ControllerAddress[];
  timeoutMs: number;
  signal?: AbortSignal;
}) => Promise<ControllerAddress | undefined>;

/** A controller that did not answer at its new address in time, with what to check. */
export function notBackError(address: string, timeoutMs: number): ErrorData {
  const seconds = Math.round(timeoutMs / 1000);
  return {
    code: 'controller_not_back',
    message: NETWORK_WORDS.controllerDidNotAnswer(address, seconds),
    details: { address, timeoutMs },
  };
}

/** A controller sent to DHCP that was not found on this computer's networks in time. */
export function notFoundAfterDhcpError(old: string, timeoutMs: number): ErrorData {
  const seconds = Math.round(timeoutMs / 1000);
  return {
    code: 'controller_not_back',
    message: NETWORK_WORDS.controllerLeftAddressDhcp(old, seconds),
    details: { address: old, timeoutMs, dhcp: true },
  };
}

/** Waits for this certificate at `address`; the address, or a `controller_not_back` failure. */
export async function followToStatic(
  connection: ControllerConnection,
  address: ControllerAddress,
  timeoutMs: number,
): Promise<{ address: ControllerAddress } | { error: ErrorData }> {
  try {
    await connection.awaitReachable(address, { timeoutMs });
    return { address };
  } catch (error) {
    if (!ClientError.is(error, 'timeout')) throw error;
    return { error: notBackError(address.host, timeoutMs) };
  }
}

/**
 * True once this certificate no longer answers at `address` (refused, silent or another
 * certificate); false when it still does after `graceMs`.
 */
export async function leftAddress(
  fingerprint256: string,
  address: ControllerAddress,
  graceMs = MOVE_GRACE_MS,
): Promise<boolean> {
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline) {
    try {
      const seen = await probeCertificate(address, { timeoutMs: 1000 });
      if (seen.fingerprint256 !== fingerprint256) return true;
    } catch {
      return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return false;
}

/** After `POST /network` with DHCP: where the controller answers now, or why it is lost. */
export async function followToDhcp(
  connection: ControllerConnection,
  locate: Locate,
  timeoutMs: number,
): Promise<{ address: ControllerAddress } | { error: ErrorData }> {
  const old = connection.address;
  if (!(await leftAddress(connection.fingerprint256, old))) return { address: old };
  const found = await locate({
    fingerprint256: connection.fingerprint256,
    near: [old],
    timeoutMs,
  });
  return found ? { address: found } : { error: notFoundAfterDhcpError(old.host, timeoutMs) };
}
