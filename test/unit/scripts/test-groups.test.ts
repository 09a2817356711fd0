/**
 * What `npm test` leaves out on a machine without the OS tools some tests need, and what it says
 * (docs/decisions.md, "Test runner"): every group is detected from the tools found, named last
 * with its install command, and refused under CI.
 */
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { onPath } from '../../../scripts/lib/find-tool.mjs';
import {
  SKIP_VARIABLE,
  TEST_GROUPS,
  ciFailure,
  exclusions,
  missingGroups,
  skipSummary,
  skipValue,
  type Machine,
} from '../../../scripts/lib/test-groups.mjs';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const EVERYTHING = ['chromium', 'dbus-run-session', 'gnome-keyring-daemon', 'unshare', 'ip'];

function machine(tools: string[], overrides: Partial<Machine> = {}): Machine {
  return {
    platform: 'linux',
    root: true,
    env: {},
    has: (tool) => tools.includes(tool),
    executable: () => false,
    ...overrides,
  };
}

const without = (...gone: string[]) => EVERYTHING.filter((tool) => !gone.includes(tool));

describe('test groups', () => {
  it('misses nothing on a machine with every tool', () => {
    expect(missingGroups(machine(EVERYTHING))).toEqual([]);
    expect(skipSummary([], 'linux')).toEqual([]);
    expect(ciFailure([], { CI: 'true' }, 'linux')).toEqual([]);
  });

  it('finds each missing group by the tools it lacks', () => {
    const missing = missingGroups(machine(without('chromium', 'ip')));
    expect(missing.map((m) => [m.group.id, m.tools])).toEqual([
      ['e2e', ['chromium']],
      ['netns', ['ip']],
    ]);
    expect(skipValue(missing)).toBe('e2e,netns');
    const keychain = missingGroups(machine(without('gnome-keyring-daemon')));
    expect(keychain.map((m) => m.group.id)).toEqual(['keychain']);
  });

  it('takes Chromium from TURNKEY_CHROMIUM when it can be executed', () => {
    const env = { TURNKEY_CHROMIUM: '/opt/chrome/chrome' };
    const found = machine(without('chromium'), {
      env,
      executable: (p) => p === env.TURNKEY_CHROMIUM,
    });
    expect(missingGroups(found)).toEqual([]);
    const broken = missingGroups(machine(EVERYTHING, { env }));
    expect(broken.map((m) => m.tools)).toEqual([['Chromium at /opt/chrome/chrome']]);
  });

  it('asks for the namespace tools only where the run makes a namespace', () => {
    const bare = without('unshare', 'ip', 'dbus-run-session', 'gnome-keyring-daemon');
    expect(missingGroups(machine(bare, { root: false })).map((m) => m.group.id)).toEqual([
      'keychain',
    ]);
    const noNetns = machine(bare, { env: { TURNKEY_TEST_NO_NETNS: '1' } });
    expect(missingGroups(noNetns).map((m) => m.group.id)).toEqual(['keychain']);
    expect(missingGroups(machine(bare, { platform: 'darwin' }))).toEqual([]);
  });

  it('names each skipped group last with the one command that installs what it needs', () => {
    const missing = missingGroups(machine(without('chromium', 'unshare', 'gnome-keyring-daemon')));
    expect(skipSummary(missing, 'linux')).toEqual([
      'Skipped 3 groups of tests: this machine lacks what they need.',
      '  e2e tests (the screens in Chromium) (missing chromium): apt-get install chromium',
      '  keychain tests (a real Secret Service) (missing gnome-keyring-daemon): apt-get install gnome-keyring libsecret-1-0 dbus-x11',
      '  the private network namespace (tests ran on this machine’s loopback) (missing unshare): apt-get install util-linux iproute2',
    ]);
    const mac = missingGroups(machine([], { platform: 'darwin' }));
    expect(skipSummary(mac, 'darwin')[1]).toContain('set TURNKEY_CHROMIUM');
  });

  it('fails under CI instead of skipping', () => {
    const missing = missingGroups(machine(without('chromium')));
    expect(ciFailure(missing, { CI: 'true' }, 'linux')).toEqual([
      'CI is set, so every test must run, but this machine lacks what some need:',
      '  e2e tests (the screens in Chromium) (missing chromium): apt-get install chromium',
    ]);
    expect(ciFailure(missing, { CI: '1' }, 'linux')).toHaveLength(2);
    expect(ciFailure(missing, {}, 'linux')).toEqual([]);
    expect(ciFailure(missing, { CI: 'false' }, 'linux')).toEqual([]);
  });

  it('tells vitest what to leave out, and refuses a group it does not know', () => {
    expect(exclusions(undefined)).toEqual({ e2e: false, files: [] });
    expect(exclusions('')).toEqual({ e2e: false, files: [] });
    const left = exclusions('e2e,keychain');
    expect(left.e2e).toBe(true);
    expect(left.files).toContain('test/integration/vault/keychain.test.ts');
    expect(() => exclusions('e2e,browser')).toThrow(`${SKIP_VARIABLE}: no test group "browser"`);
  });

  it('names only test files that exist', () => {
    const files = TEST_GROUPS.flatMap((g) => g.files).filter((f) => !f.includes('*'));
    for (const file of files) expect(existsSync(join(ROOT, file)), file).toBe(true);
  });
});

describe('finding a tool on PATH', () => {
  it('finds executables only, in any folder of PATH', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'turnkey-path-'));
    try {
      await writeFile(join(dir, 'plain'), '');
      await writeFile(join(dir, 'tool'), '#!/bin/sh\n');
      await chmod(join(dir, 'tool'), 0o755);
      await symlink(join(dir, 'tool'), join(dir, 'linked'));
      const path = ['/nonexistent', dir].join(delimiter);
      expect(onPath('tool', path, 'linux')).toBe(true);
      expect(onPath('linked', path, 'linux')).toBe(true);
      expect(onPath('plain', path, 'linux')).toBe(false);
      expect(onPath('absent', path, 'linux')).toBe(false);
      expect(onPath('tool', undefined, 'linux')).toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
