/**
 * The built renderer's files as both shells read them (core/page/static-files.ts): the build's own
 * hashed files kept after the first read, text ones gzipped for the browser host.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acceptsGzip, StaticFiles } from '../../../src/core/page/static-files';

let root: string;
const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `row ${i}`))};`;
const HASHED = '/assets/app-AbCd12_-.js';

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'turnkey-static-'));
  await mkdir(join(root, 'assets'));
  await writeFile(join(root, 'index.html'), '<p>first</p>');
  await writeFile(join(root, HASHED), SCRIPT);
  await writeFile(join(root, 'assets', 'icon-12345678.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('the build files', () => {
  it('keep a hashed file as first read: its name promises its content', async () => {
    const files = new StaticFiles(root);
    expect((await files.read(HASHED))?.body.toString()).toBe(SCRIPT);
    await writeFile(join(root, HASHED), 'changed');
    expect((await files.read(HASHED))?.body.toString()).toBe(SCRIPT);
  });

  it('read the page afresh each time: a new build changes it under the same name', async () => {
    const files = new StaticFiles(root);
    expect((await files.read('/index.html'))?.body.toString()).toBe('<p>first</p>');
    await writeFile(join(root, 'index.html'), '<p>second</p>');
    expect((await files.read('/index.html'))?.body.toString()).toBe('<p>second</p>');
  });

  it('keep no answer for a file that was missing, so a later build of it is served', async () => {
    const files = new StaticFiles(root);
    const later = '/assets/later-12345678.js';
    expect(await files.read(later)).toBeUndefined();
    await writeFile(join(root, later), 'export {};');
    expect((await files.read(later))?.body.toString()).toBe('export {};');
  });

  it('gzip text files when asked to, and leave pictures as they are', async () => {
    const files = new StaticFiles(root, { compress: true });
    const script = await files.read(HASHED);
    expect(script?.gzipped).toBeDefined();
    expect(script!.gzipped!.length).toBeLessThan(script!.body.length);
    expect(gunzipSync(script!.gzipped!).toString()).toBe(SCRIPT);
    expect((await files.read('/assets/icon-12345678.png'))?.gzipped).toBeUndefined();
    expect((await new StaticFiles(root).read(HASHED))?.gzipped).toBeUndefined();
  });

  it('warm every hashed file before it is asked for', async () => {
    const files = new StaticFiles(root, { compress: true });
    await files.warm();
    await rm(join(root, HASHED));
    expect(gunzipSync((await files.read(HASHED))!.gzipped!).toString()).toBe(SCRIPT);
  });

  it('warm nothing, and fail nothing, without an assets folder', async () => {
    await rm(join(root, 'assets'), { recursive: true });
    await expect(new StaticFiles(root).warm()).resolves.toBeUndefined();
  });
});

describe('Accept-Encoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, GZIP;q=0.5', true],
    ['*', true],
    ['deflate, *;q=0.1', true],
    [undefined, false],
    ['', false],
    ['identity', false],
    ['gzip;q=0', false],
    ['gzip;q=0.000, *', false],
    ['*;q=0', false],
    ['br, x-gzip', false],
  ])('%j takes gzip: %s', (header, takes) => {
    expect(acceptsGzip(header)).toBe(takes);
  });
});
