/**
 * One job per controller at a time (docs/decisions.md, "Commissioning engine: jobs and locks"):
 * a second job is refused at once naming the job in its way, or waits for the lock when asked
 * to; the note of who holds it goes with the lock; the folder is this user's alone; and a
 * controller's id cannot lead the lock out of its folder.
 */
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppFailure } from '../../../src/shared/errors/error-data';
import { ControllerLocks, type LockHolder } from '../../../src/core/jobs/controller-locks';

let root = '';
let locks: ControllerLocks;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'locks-'));
  locks = new ControllerLocks(join(root, 'locks'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const ID = 'AB:CD:EF:01';
const holder = (jobId: string, en: string): LockHolder => ({
  jobId,
  title: { en, ru: `${en} (ru)` },
  label: `controller of ${jobId}`,
});

async function refusal(promise: Promise<unknown>): Promise<AppFailure> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof AppFailure)) throw new Error(`not refused: ${String(error)}`);
  return error;
}

describe('a controller lock', () => {
  it('is taken in a folder of this user alone, and notes the job holding it', async () => {
    const release = await locks.acquire(ID, holder('j1', 'Time'), { wait: false });
    expect((await stat(locks.dir)).mode & 0o777).toBe(0o700);
    expect(await locks.holder(ID)).toEqual({ ...holder('j1', 'Time'), pid: process.pid });
    await release();
    expect(await locks.holder(ID)).toBeUndefined();
    const again = await locks.acquire(ID, holder('j2', 'Network'), { wait: false });
    expect((await locks.holder(ID))?.jobId).toBe('j2');
    await again();
  });

  it('refuses a second job at once, naming the controller and the job in its way', async () => {
    const release = await locks.acquire(ID, holder('j1', 'Time'), { wait: false });
    const refused = await refusal(locks.acquire(ID, holder('j2', 'Network'), { wait: false }));
    expect(refused.data.code).toBe('controller_busy');
    expect(refused.data.message.en).toContain('controller of j2 is busy: “Time”');
    expect(refused.data.message.ru).toContain('«Time (ru)»');
    await release();
  });

  it('names another job when the holder left no note', async () => {
    const release = await locks.acquire(ID, holder('j1', 'Time'), { wait: false });
    const [note] = (await readdir(locks.dir)).filter((f) => f.endsWith('.holder.json'));
    await writeFile(join(locks.dir, note!), 'not json');
    const refused = await refusal(locks.acquire(ID, holder('j2', 'Network'), { wait: false }));
    expect(refused.data.message.en).toContain('“another job”');
    await release();
  });

  it('is waited for when asked, and taken once the holder lets it go', async () => {
    const release = await locks.acquire(ID, holder('j1', 'Time'), { wait: false });
    let taken = false;
    const waiting = locks.acquire(ID, holder('j2', 'Network'), { wait: true }).then((r) => {
      taken = true;
      return r;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(taken).toBe(false);
    await release();
    const second = await waiting;
    expect((await locks.holder(ID))?.jobId).toBe('j2');
    await second();
  });

  it('stops waiting with the refusal once the wait is aborted', async () => {
    const release = await locks.acquire(ID, holder('j1', 'Time'), { wait: false });
    const abort = new AbortController();
    const waiting = refusal(
      locks.acquire(ID, holder('j2', 'Network'), { wait: true, signal: abort.signal }),
    );
    await new Promise((resolve) => setTimeout(resolve, 150));
    abort.abort();
    expect((await waiting).data.code).toBe('controller_busy');
    await release();
  });

  it('is let go of by a release called twice, or after its note was removed', async () => {
    const release = await locks.acquire(ID, holder('j1', 'Time'), { wait: false });
    await rm(join(locks.dir, 'ABCDEF01.holder.json'));
    await release();
    await release();
    const again = await locks.acquire(ID, holder('j2', 'Network'), { wait: false });
    expect((await locks.holder(ID))?.jobId).toBe('j2');
    await again();
  });

  it('is one per controller, whatever marks its id holds, inside its folder', async () => {
    const first = await locks.acquire('AB:CD', holder('j1', 'Time'), { wait: false });
    const other = await locks.acquire('AB:CE', holder('j2', 'Time'), { wait: false });
    await refusal(locks.acquire('ABCD', holder('j3', 'Network'), { wait: false }));
    const escaping = await locks.acquire('../../evil', holder('j4', 'Time'), { wait: false });
    expect((await readdir(locks.dir)).sort()).toEqual([
      'ABCD.holder.json',
      'ABCD.lock',
      'ABCE.holder.json',
      'ABCE.lock',
      'evil.holder.json',
      'evil.lock',
    ]);
    await Promise.all([first(), other(), escaping()]);
  });
});
