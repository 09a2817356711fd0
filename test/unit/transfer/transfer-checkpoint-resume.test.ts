/**
 * What a transfer has written, read back by the run that resumes it (docs/decisions.md,
 * "Firmware-era transfer: resuming"): every outcome noted is found again after the file is
 * reopened, a last line cut in half and lines that are not outcomes are ignored, records are
 * told apart by part as well as key, the file is let go once flushed, and it is this user's alone.
 */
import { mkdtemp, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TransferCheckpoint } from '../../../src/core/transfer/transfer-checkpoint';

let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'checkpoint-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('a checkpoint', () => {
  it('starts empty where no run wrote one, in a folder of this user alone', async () => {
    const file = join(dir, 'site', 'transfer', 'checkpoint.jsonl');
    const checkpoint = await TransferCheckpoint.open(file);
    expect(checkpoint.size).toBe(0);
    expect(checkpoint.get('staff', 'a')).toBeUndefined();
    expect((await stat(join(dir, 'site', 'transfer'))).mode & 0o777).toBe(0o700);
  });

  it('finds every outcome again after it is reopened, one line each', async () => {
    const file = join(dir, 'checkpoint.jsonl');
    const first = await TransferCheckpoint.open(file);
    await Promise.all([
      first.record({ part: 'staff', key: 'u1', action: 'created', target: 't1' }),
      first.record({ part: 'schedules', key: 'u1', action: 'refused', rule: 'name: too long' }),
      first.record({ part: 'staff', key: 'u2', action: 'kept' }),
    ]);
    await first.record({ part: 'staff', key: 'u3', action: 'updated' });
    await first.flush();
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const lines = (await readFile(file, 'utf8')).split('\n');
    expect(lines).toHaveLength(5);
    expect(lines[4]).toBe('');

    const again = await TransferCheckpoint.open(file);
    expect(again.size).toBe(4);
    expect(again.get('staff', 'u1')).toEqual({
      part: 'staff',
      key: 'u1',
      action: 'created',
      target: 't1',
    });
    expect(again.get('schedules', 'u1')?.rule).toBe('name: too long');
    expect(again.get('staff', 'u3')?.action).toBe('updated');
    expect(again.get('access_points', 'u1')).toBeUndefined();
  });

  it('knows an outcome as soon as it is noted, and flush waits for every line noted', async () => {
    const file = join(dir, 'checkpoint.jsonl');
    const checkpoint = await TransferCheckpoint.open(file);
    void checkpoint.record({ part: 'staff', key: 'a', action: 'created' });
    void checkpoint.record({ part: 'staff', key: 'b', action: 'kept' });
    void checkpoint.record({ part: 'schedules', key: 'a', action: 'updated' });
    expect(checkpoint.size).toBe(3);
    expect(checkpoint.get('staff', 'b')?.action).toBe('kept');
    expect(checkpoint.get('schedules', 'a')?.action).toBe('updated');
    await checkpoint.flush();
    expect((await readFile(file, 'utf8')).trim().split('\n')).toHaveLength(3);
  });

  it('lets its file go once flushed: a note after the file was removed writes it anew', async () => {
    const file = join(dir, 'checkpoint.jsonl');
    const checkpoint = await TransferCheckpoint.open(file);
    await checkpoint.record({ part: 'staff', key: 'a', action: 'created' });
    await checkpoint.flush();
    await rm(file);
    await checkpoint.record({ part: 'staff', key: 'b', action: 'kept' });
    await checkpoint.flush();
    const lines = (await readFile(file, 'utf8')).trim().split('\n');
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual([
      { part: 'staff', key: 'b', action: 'kept' },
    ]);
  });

  it('goes on appending after a reopen, keeping what the earlier run wrote', async () => {
    const file = join(dir, 'checkpoint.jsonl');
    const first = await TransferCheckpoint.open(file);
    await first.record({ part: 'staff', key: 'a', action: 'created' });
    await first.flush();
    const second = await TransferCheckpoint.open(file);
    await second.record({ part: 'staff', key: 'b', action: 'created' });
    await second.flush();
    const third = await TransferCheckpoint.open(file);
    expect(third.size).toBe(2);
  });

  it('ignores a last line cut in half and lines that are not outcomes', async () => {
    const file = join(dir, 'checkpoint.jsonl');
    const good = { part: 'staff', key: 'k', action: 'kept' };
    await writeFile(
      file,
      [
        JSON.stringify(good),
        JSON.stringify({ part: 'staff', key: 'x', action: 'deleted' }),
        JSON.stringify({ part: 'staff', action: 'created' }),
        JSON.stringify({ key: 'y', action: 'created' }),
        JSON.stringify({ part: 7, key: 'z', action: 'created' }),
        JSON.stringify({ part: 'staff', key: 5, action: 'created' }),
        '',
        '{"part":"staff","key":"cut","act',
      ].join('\n'),
    );
    const checkpoint = await TransferCheckpoint.open(file);
    expect(checkpoint.size).toBe(1);
    expect(checkpoint.get('staff', 'k')).toEqual(good);
    expect(checkpoint.get('staff', 'cut')).toBeUndefined();
  });

  it('fails on a file it cannot read rather than starting over', async () => {
    const file = join(dir, 'checkpoint.jsonl');
    await mkdir(file);
    await expect(TransferCheckpoint.open(file)).rejects.toMatchObject({ code: 'EISDIR' });
  });
});
