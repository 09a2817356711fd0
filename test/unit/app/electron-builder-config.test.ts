/**
 * The packaging configuration, checked as far as a machine without the Electron binaries can:
 * electron-builder.yml against electron-builder's own JSON schema (the one it validates with
 * before building), and every path it names present in the checkout, so `npm run dist` on each
 * OS does not stop on a typo (docs/decisions.md, "Packaging checked without packaging").
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv, { type ValidateFunction } from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const require = createRequire(join(ROOT, 'package.json'));
const builderLib = join(require.resolve('electron-builder'), '..', '..', '..', 'app-builder-lib');

type Config = Record<string, unknown>;
const config = parse(readFileSync(join(ROOT, 'electron-builder.yml'), 'utf8')) as Config;
const packageJson = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
  main: string;
  build?: unknown;
};

function schema(): ValidateFunction {
  const json = JSON.parse(readFileSync(join(builderLib, 'scheme.json'), 'utf8')) as object;
  // Not strict: the schema carries a keyword of its own ("typeof", for functions in JS configs).
  return new Ajv({ allErrors: true, strict: false }).compile(json);
}

describe('the electron-builder configuration', () => {
  const validate = schema();

  it('is valid against electron-builder’s own schema', () => {
    validate(config);
    expect(validate.errors ?? []).toEqual([]);
  });

  it('the schema check itself catches a misspelt key and a wrong type', () => {
    expect(validate({ ...config, asarUnpak: ['x'] })).toBe(false);
    expect(validate({ ...config, win: { target: 42 } })).toBe(false);
  });

  it('is the only configuration: package.json has no "build" of its own, and dist uses the file', () => {
    expect(packageJson.build).toBeUndefined();
    expect(packageJson.scripts.dist).toContain('electron-builder --config electron-builder.yml');
  });

  it('names files that exist: icons, the fonts beside the archive, the keychain module', () => {
    for (const os of ['win', 'mac', 'linux']) {
      const icon = (config[os] as { icon: string }).icon;
      expect(existsSync(join(ROOT, icon)), `${os} icon ${icon}`).toBe(true);
    }
    const resources = config.extraResources as Array<{ from: string }>;
    for (const { from } of resources) expect(existsSync(join(ROOT, from)), from).toBe(true);
    // The keychain's N-API binary must be unpacked, so the pattern must match the real package.
    const unpacked = (config.asarUnpack as string[]).join(' ');
    expect(unpacked).toContain('node_modules/@napi-rs/keyring');
    expect(existsSync(join(ROOT, 'node_modules', '@napi-rs', 'keyring'))).toBe(true);
    // The archive holds out/**: the main entry package.json names must be inside it.
    expect(packageJson.main.startsWith('out/')).toBe(true);
  });
});
