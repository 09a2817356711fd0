import * as fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockFs } from '../../../src/core/files/lock-fs';

type Callback = (error: NodeJS.ErrnoException | null) => void;

let root = '';
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'lock-fs-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Node's disk with removals held until the test lets them run, and the order of calls kept. */
function heldRemovals() {
  const held: (() => void)[] = [];
  const order: string[] = [];
  const base = {
    ...fs,
    rmdir: (path: string, callback: Callback) =>
      held.push(() =>
        fs.rmdir(path, (error) => {
          order.push(`rmdir ${path.slice(root.length)}`);
          callback(error);
        }),
      ),
    mkdir: (path: string, callback: Callback) =>
      fs.mkdir(path, (error) => {
        order.push(`mkdir ${path.slice(root.length)}`);
        callback(error);
      }),
  } as unknown as typeof fs;
  return { disk: lockFs(base), release: () => held.splice(0).forEach((run) => run()), order };
}

const call = (run: (done: Callback) => void): Promise<NodeJS.ErrnoException | null> =>
  new Promise((resolve) => run(resolve));

describe('the lock file system', () => {
  it('makes a lock only once its removal under way is done', async () => {
    const { disk, release, order } = heldRemovals();
    const a = join(root, 'a.lock');
    fs.mkdirSync(a);
    const removed = call((done) => disk.rmdir(a, done));
    const made = call((done) => disk.mkdir(a, done));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual([]);
    release();
    await expect(removed).resolves.toBeNull();
    await expect(made).resolves.toBeNull();
    expect(order).toEqual(['rmdir /a.lock', 'mkdir /a.lock']);
    expect(fs.statSync(a).isDirectory()).toBe(true);
  });

  it('makes another lock at once, and this one at once after its removal', async () => {
    const { disk, release, order } = heldRemovals();
    const a = join(root, 'a.lock');
    const b = join(root, 'b.lock');
    fs.mkdirSync(a);
    const removed = call((done) => disk.rmdir(a, done));
    await expect(call((done) => disk.mkdir(b, done))).resolves.toBeNull();
    release();
    await removed;
    await expect(call((done) => disk.mkdir(a, done))).resolves.toBeNull();
    expect(order).toEqual(['mkdir /b.lock', 'rmdir /a.lock', 'mkdir /a.lock']);
  });

  it('waits for every removal of the lock under way, and passes a failed one on', async () => {
    const { disk, release, order } = heldRemovals();
    const a = join(root, 'a.lock');
    fs.mkdirSync(a);
    const first = call((done) => disk.rmdir(a, done));
    const second = call((done) => disk.rmdir(a, done));
    const made = call((done) => disk.mkdir(a, done));
    release();
    // Both removals run at once on libuv's pool: either may be the one that found it gone.
    const codes = (await Promise.all([first, second])).map((error) => error?.code ?? 'removed');
    expect(codes.sort()).toEqual(['ENOENT', 'removed']);
    await expect(made).resolves.toBeNull();
    expect(order).toEqual(['rmdir /a.lock', 'rmdir /a.lock', 'mkdir /a.lock']);
  });
});
