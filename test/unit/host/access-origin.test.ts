/**
 * The browser host's Host and Origin checks (access.ts): only the host's own address and port
 * are accepted, so a page on another origin, or one that reached the host through a name that
 * now points at 127.0.0.1 (DNS rebinding), is refused.
 */
import { describe, expect, it } from 'vitest';
import { hostHeaderMatches, originOf, sessionCookieName } from '../../../src/host/access';

describe('the host accepts its own origin alone', () => {
  it('takes the Host header of its own address and port', () => {
    expect(hostHeaderMatches('127.0.0.1:8750', '127.0.0.1', 8750)).toBe(true);
  });

  it.each([
    [undefined],
    [''],
    ['127.0.0.1'],
    ['127.0.0.1:8751'],
    ['127.0.0.2:8750'],
    ['localhost:8750'],
    ['evil.example:8750'],
    ['127.0.0.1:8750.evil.example'],
  ])('refuses the Host header %j', (header) => {
    expect(hostHeaderMatches(header, '127.0.0.1', 8750)).toBe(false);
  });

  it('names its origin and its cookie by its address and port', () => {
    expect(originOf('127.0.0.1', 8750)).toBe('http://127.0.0.1:8750');
    expect(sessionCookieName(8750)).toBe('turnkey_8750');
  });
});
