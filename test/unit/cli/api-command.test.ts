/** `turnkey api list` through the real bin script, as a user runs it after `npm ci`. */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';

const bin = fileURLToPath(new URL('../../../bin/turnkey.cjs', import.meta.url));
const run = (...args: string[]): string =>
  execFileSync(process.execPath, [bin, ...args], { encoding: 'utf8' });

// A start may first rebuild the bundle when a source changed meanwhile (bin/cli-build.mjs).
vi.setConfig({ testTimeout: 30_000 });

describe('turnkey api list', () => {
  it('prints 180 endpoints as JSON with method, path, version and response kind', () => {
    const rows = JSON.parse(run('api', 'list', '--json')) as {
      method: string;
      path: string;
      version: string;
      responseKind: string;
    }[];
    expect(rows).toHaveLength(180);
    expect(rows.find((r) => r.path === '/migration/status')).toMatchObject({
      method: 'GET',
      version: '1.7.0',
      responseKind: 'migrationStatus',
    });
  });

  it('prints a table ending with the count', () => {
    const text = run('api', 'list');
    expect(text).toMatch(/^METHOD\s+PATH\s+VERSION\s+KIND/);
    expect(text.trimEnd().endsWith('180 endpoints')).toBe(true);
  });

  it('shows help with the exit codes', () => {
    expect(run('--help')).toContain('Exit codes:');
  });
});
