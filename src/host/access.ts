/**
 * Who may talk to the browser host: only a page on this machine that was given the
 * host's token (kept from one start to the next in the app data folder, host-token.ts). The host binds to loopback only, checks the Host header (so a DNS-rebinding
 * page on another origin cannot reach it by name), requires the token on the page URL and on the
 * WebSocket upgrade, and requires the WebSocket's Origin to be the host's own.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isIPv4 } from 'node:net';

/** 32 random bytes, URL-safe: made when none is kept, or with `--new-token`. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Constant-time comparison, so the token cannot be guessed byte by byte from response times. */
export function tokenMatches(given: string | null | undefined, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** True for an IPv4 literal in 127.0.0.0/8, the only addresses the host binds to. */
export function isLoopbackIPv4(address: string): boolean {
  return isIPv4(address) && address.split('.')[0] === '127';
}

/** The host's own origin, the only value accepted in Host (with it) and Origin headers. */
export function originOf(address: string, port: number): string {
  return `http://${address}:${port}`;
}

export function hostHeaderMatches(
  header: string | undefined,
  address: string,
  port: number,
): boolean {
  return header === `${address}:${port}`;
}

/**
 * The cookie's value: derived from the token, never the token. Browsers send a cookie for
 * 127.0.0.1 to every port of it, so any local service the user visits receives this value; it
 * unlocks the page's static files only, and the WebSocket (which can do everything) takes the
 * token itself, which no cookie carries (docs/decisions.md, "Browser host").
 */
export function staticFilesKey(token: string): string {
  return createHmac('sha256', token).update('turnkey static files').digest('base64url');
}

/** The cookie that lets the page's own assets load after the page was opened with the token. */
export function sessionCookieName(port: number): string {
  return `turnkey_${port}`;
}

export function sessionCookie(port: number, token: string): string {
  return `${sessionCookieName(port)}=${staticFilesKey(token)}; HttpOnly; SameSite=Strict; Path=/`;
}

/** The value of one cookie in a Cookie header, if present. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}
