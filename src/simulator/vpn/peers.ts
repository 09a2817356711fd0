/**
 * `--peer SERIAL@HOST:PORT`: a controller this one may take as a VPN member
 * without a controller search first. Its certificate is learned at first contact and must name
 * the same serial (D14); from then on it is pinned like one a search found.
 */
import { SERIAL_PATTERN, parseListen } from '../options';

export interface PeerAddress {
  serial: string;
  host: string;
  port: number;
}

export function parsePeer(value: string): PeerAddress {
  const at = value.indexOf('@');
  const serial = at > 0 ? value.slice(0, at) : '';
  if (!SERIAL_PATTERN.test(serial))
    throw new Error(`--peer must be SERIAL@HOST:PORT, not ${JSON.stringify(value)}`);
  let address: { host: string; port: number };
  try {
    address = parseListen(value.slice(at + 1));
  } catch {
    throw new Error(`--peer must be SERIAL@HOST:PORT, not ${JSON.stringify(value)}`);
  }
  if (address.port === 0) throw new Error(`--peer needs the member's real port, not 0`);
  return { serial, ...address };
}
