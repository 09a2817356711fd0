/**
 * Where a controller is reached: host and port. The API lives at `https://HOST:PORT/api/v1`
 * (spec 1); users type `HOST` or `HOST:PORT`, IPv6 in brackets.
 */
export interface ControllerAddress {
  host: string;
  port: number;
}

export const DEFAULT_HTTPS_PORT = 443;
export const API_BASE_PATH = '/api/v1';

/** Parses `HOST`, `HOST:PORT`, `[v6]` or `[v6]:PORT`; throws a message a user can act on. */
export function parseAddress(text: string): ControllerAddress {
  const trimmed = text
    .trim()
    .replace(/^https:\/\//i, '')
    .replace(/\/.*$/, '');
  const v6 = /^\[([0-9a-fA-F:.]+)\](?::(\d+))?$/.exec(trimmed);
  const plain = v6 ? undefined : /^([^:\s/]+)(?::(\d+))?$/.exec(trimmed);
  const host = v6?.[1] ?? plain?.[1];
  const portText = v6 ? v6[2] : plain?.[2];
  if (!host) throw new Error(`"${text}" is not HOST or HOST:PORT`);
  const port = portText === undefined ? DEFAULT_HTTPS_PORT : Number(portText);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`"${text}": the port must be 1 to 65535`);
  }
  return { host, port };
}

/** `HOST:PORT`, with IPv6 hosts in brackets. */
export function formatAddress(address: ControllerAddress): string {
  const host = address.host.includes(':') ? `[${address.host}]` : address.host;
  return `${host}:${address.port}`;
}

export function sameAddress(a: ControllerAddress, b: ControllerAddress): boolean {
  return a.host.toLowerCase() === b.host.toLowerCase() && a.port === b.port;
}
