import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CODE_LOAD_WAITS_MS,
  isCodeLoadFailure,
  loadCode,
} from '../../../src/renderer/src/code-load';

/** A load that fails `failures` times, then answers; and the waits asked between tries. */
function flaky(failures: number) {
  let tries = 0;
  const waits: number[] = [];
  const errors: Error[] = [];
  const load = () => {
    tries += 1;
    if (tries > failures) return Promise.resolve('module');
    const error = new TypeError(`Failed to fetch dynamically imported module (try ${tries})`);
    errors.push(error);
    return Promise.reject(error);
  };
  const wait = (ms: number) => {
    waits.push(ms);
    return Promise.resolve();
  };
  return { load, wait, waits, errors, tries: () => tries };
}

describe('a load of the app’s code', () => {
  it('answers at once when it loads', async () => {
    const module = flaky(0);
    await expect(loadCode(module.load, module.wait)).resolves.toBe('module');
    expect(module.waits).toEqual([]);
  });

  it('is tried again after a wait while it fails, and answers once it loads', async () => {
    const module = flaky(2);
    await expect(loadCode(module.load, module.wait)).resolves.toBe('module');
    expect(module.waits).toEqual([...CODE_LOAD_WAITS_MS]);
    expect(module.errors.some(isCodeLoadFailure)).toBe(false);
  });

  it('fails with the last try’s error, marked, when every try failed', async () => {
    const module = flaky(CODE_LOAD_WAITS_MS.length + 1);
    const failed = await loadCode(module.load, module.wait).catch((error: unknown) => error);
    expect(module.tries()).toBe(CODE_LOAD_WAITS_MS.length + 1);
    expect(failed).toBe(module.errors.at(-1));
    expect(isCodeLoadFailure(failed)).toBe(true);
    expect(isCodeLoadFailure(module.errors[0])).toBe(false);
    expect(isCodeLoadFailure(new Error('another'))).toBe(false);
  });
});

const RENDERER = join(import.meta.dirname, '..', '..', '..', 'src', 'renderer', 'src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|vue)$/.test(entry.name) ? [path] : [];
  });
}

describe('the renderer’s dynamic imports', () => {
  it('all go through loadCode, so a load cut by a change of the network is tried again', () => {
    const bare = sources(RENDERER).flatMap((path) =>
      [...readFileSync(path, 'utf8').matchAll(/(?<![\w.])(.{0,24})import\(['"]/g)]
        .filter((match) => !match[1]?.endsWith('loadCode(() => '))
        .map((match) => `${relative(RENDERER, path)}: ${match[0]}`),
    );
    expect(bare).toEqual([]);
  });
});
