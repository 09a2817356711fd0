/**
 * A full or read-only disk under the site (docs/decisions.md, "Hard edges of files"), on a real
 * 1 MiB tmpfs in a mount namespace of its own (helpers/tiny-disk.ts): every write is refused as
 * `disk_full` or `not_writable` naming the file, its folder and the bytes, in both languages;
 * the commands that only read (`site list`, `site show`, `report`) still answer, a controller on
 * the site included; `site new` says the disk is full and what to do.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT_CODES } from '../../../src/cli/exit-codes';
import { cliHarness, target } from '../cli/cli-harness';
import { canMountTinyDisk, onTinyDisk } from '../helpers/tiny-disk';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const CHILD = fileURLToPath(new URL('./disk-refusals-child.ts', import.meta.url));

interface Refusal {
  code: string;
  message: { en: string; ru: string };
  details: { file: string; folder: string; bytes?: number; reason?: string };
}

async function childOn(options: { full?: boolean; readOnly?: boolean }) {
  const empty = await mkdtemp(join(tmpdir(), 'turnkey-empty-'));
  try {
    const run = await onTinyDisk({
      ...options,
      copy: empty,
      cwd: ROOT,
      env: (mount) => ({ ...process.env, TINY_DISK: mount }),
      command: [process.execPath, '--import', 'tsx', CHILD],
    });
    if (run.code !== 0) throw new Error(`child failed: ${run.stderr}`);
    return { mount: run.mount, results: JSON.parse(run.stdout) as Record<string, Refusal> };
  } finally {
    await rm(empty, { recursive: true, force: true });
  }
}

describe.skipIf(!canMountTinyDisk)('writes refused by the disk', () => {
  it('a full disk: disk_full naming the file, the folder and the bytes', async () => {
    const { mount, results } = await childOn({ full: true });
    const data = join(mount, 'data');
    const atomic = results['atomic']!;
    expect(atomic.code).toBe('disk_full');
    expect(atomic.details).toEqual({
      file: join(data, 'controllers.json'),
      folder: data,
      bytes: 200_000,
    });
    expect(atomic.message.en).toContain(`The disk holding ${data} is full (200000 bytes`);
    expect(atomic.message.en).toContain('Free some space, then try again.');
    expect(atomic.message.ru).toContain('Освободите место');
    expect(results['journal']).toMatchObject({
      code: 'disk_full',
      details: { file: join(data, 'journal.jsonl') },
    });
    expect(results['checkpoint']).toMatchObject({
      code: 'disk_full',
      details: { file: join(data, 'checkpoint.jsonl') },
    });
  });

  it('a read-only disk: not_writable, read_only', async () => {
    const { results } = await childOn({ readOnly: true });
    for (const name of ['atomic', 'journal', 'checkpoint']) {
      expect(results[name]).toMatchObject({
        code: 'not_writable',
        details: { reason: 'read_only' },
      });
    }
    expect(results['atomic']!.message.en).toContain('is on a read-only disk');
  });
});

describe.skipIf(!canMountTinyDisk)('turnkey on a full disk', () => {
  const cli = cliHarness('fulldisk');
  beforeAll(async () => {
    await cli.open();
    const [sim] = await cli.trustedAt('127.31.7', [21]);
    const added = await cli.turnkey(['site', 'add', target(sim!)]);
    expect(added.code).toBe(EXIT_CODES.ok);
  });
  afterAll(() => cli.close());

  /** `turnkey args` with the app data folder copied onto a full disk. */
  const onFullDisk = (args: string[]) =>
    onTinyDisk({
      copy: cli.env()['TURNKEY_DATA_DIR']!,
      full: true,
      command: [
        process.execPath,
        fileURLToPath(new URL('../../../bin/turnkey.cjs', import.meta.url)),
        ...args,
      ],
      env: (mount) => cli.env({ TURNKEY_DATA_DIR: join(mount, 'data') }),
    });

  it('lists and shows the site, its controller read live', async () => {
    const list = await onFullDisk(['site', 'list']);
    expect(list.stderr).toBe('');
    expect(list.code).toBe(EXIT_CODES.ok);
    expect(list.stdout).toContain('fulldisk yard');
    const show = await onFullDisk(['site', 'show', 'fulldisk yard']);
    expect(show.stderr).toBe('');
    expect(show.code).toBe(EXIT_CODES.ok);
    expect(show.stdout).toContain('FULLDISK-21');
  });

  it('writes the report elsewhere from the site it reads', async () => {
    const out = await mkdtemp(join(tmpdir(), 'turnkey-report-'));
    try {
      const report = await onFullDisk(['report', '--out', join(out, 'r.pdf')]);
      expect(report.stderr).toBe('');
      expect(report.code).toBe(EXIT_CODES.ok);
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });

  it('refuses a new site saying the disk is full and what to do', async () => {
    const made = await onFullDisk(['site', 'new', 'Plant 5']);
    expect(made.code).toBe(EXIT_CODES.failure);
    expect(made.stderr).toMatch(
      /^turnkey: The disk holding \S+\/data\/sites\/plant-5 is full \(\d+ bytes were to be written\)/,
    );
    expect(made.stderr).toContain('Free some space, then try again.');
  });
});
