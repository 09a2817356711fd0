/** An IP address as the bytes of an X.509 iPAddress name (RFC 5280 4.2.1.6). */
import { isIPv4, isIPv6 } from 'node:net';

function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const parse = (part: string): number[] =>
    part === '' ? [] : part.split(':').map((g) => parseInt(g, 16));
  const left = parse(head);
  if (tail === undefined) return left;
  const right = parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/** 4 bytes for IPv4, 16 for IPv6 (without an embedded IPv4 tail), undefined for anything else. */
export function ipBytes(address: string): Buffer | undefined {
  if (isIPv4(address)) return Buffer.from(address.split('.').map(Number));
  if (isIPv6(address) && !address.includes('.') && !address.includes('%')) {
    const out = Buffer.alloc(16);
    ipv6Groups(address).forEach((group, i) => out.writeUInt16BE(group, i * 2));
    return out;
  }
  return undefined;
}
