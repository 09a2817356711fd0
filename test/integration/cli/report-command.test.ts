/**
 * `turnkey report` as an engineer runs it (the real bundled command in another process), on a
 * site of one trusted simulator whose time was set (docs/decisions.md, "Handover report"): the
 * PDF's kind follows --out's extension, --json says what was written, the report is made with
 * the controller stopped (offline), times are said in the site's zone or the one asked for, and
 * wrong command lines are refused before anything is written.
 */
import { readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EXIT_CODES } from '../../../src/cli/exit-codes';
import { handoverReport } from '../../../src/shared/report/handover-report.schema';
import { testSubnet } from '../simulator-cluster/cluster-support';
import { cliHarness, controllers } from './cli-harness';

vi.setConfig({ testTimeout: 60_000 });

const cli = cliHarness('report', { serialPrefix: 'REPCLI' });
const { turnkey } = cli;
const out = (name: string) => join(tmpdir(), `turnkey-report-cli-${process.pid}-${name}`);

beforeAll(async () => {
  await cli.open();
  const sims = await cli.trustedAt(testSubnet(), [10]);
  const set = await turnkey([
    'time',
    'set',
    ...controllers(sims),
    '--timezone',
    'Asia/Omsk',
    '--yes',
  ]);
  expect(set.code, set.stderr).toBe(EXIT_CODES.ok);
  // Offline: nothing answers any more when the report is made.
  await cli.pool.stopAll();
});
afterAll(async () => {
  await Promise.all(['site.json', 'site.pdf'].map((name) => rm(out(name), { force: true })));
  await cli.close();
});

describe('turnkey report', () => {
  it('writes JSON with the controller stopped, and says what it wrote', async () => {
    const file = out('site.json');
    const run = await turnkey(['report', '--out', file, '--json']);
    expect(run.code, run.stderr).toBe(EXIT_CODES.ok);
    const made = JSON.parse(run.stdout) as Record<string, unknown>;
    expect(made).toMatchObject({
      file,
      format: 'json',
      site: 'report yard',
      controllers: 1,
      verified: 1,
      bytes: (await stat(file)).size,
    });
    const report = handoverReport.parse(JSON.parse(await readFile(file, 'utf8')));
    // Times are said in the zone the controller was set to, unless another is asked for.
    expect(report.timeZone).toBe('Asia/Omsk');
    const asked = await turnkey(['report', '--out', file, '--time-zone', 'Europe/Berlin']);
    expect(asked.code, asked.stderr).toBe(EXIT_CODES.ok);
    expect(handoverReport.parse(JSON.parse(await readFile(file, 'utf8'))).timeZone).toBe(
      'Europe/Berlin',
    );
    expect(report.controllers[0]).toMatchObject({
      serial: 'REPCLI-10',
      time: { timezone: 'Asia/Omsk' },
      firmware: expect.stringMatching(/^1\.\d\.\d$/) as unknown,
    });
  });

  it('writes a PDF in Russian, and says so in a sentence', async () => {
    const file = out('site.pdf');
    const run = await turnkey(['report', '--out', file, '--lang', 'ru']);
    expect(run.code, run.stderr).toBe(EXIT_CODES.ok);
    expect(run.stdout).toMatch(
      /^Handover report of “report yard” written to .*site\.pdf \(PDF, \d+ KB\): 1 controller\(s\), 1 verified, \d+ change\(s\), 1 left open\.\n$/,
    );
    expect((await readFile(file)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('refuses a file that is neither .pdf nor .json, a language it lacks and a site unknown', async () => {
    const txt = await turnkey(['report', '--out', out('site.txt')]);
    expect(txt.code).toBe(EXIT_CODES.usage);
    expect(txt.stderr).toContain('--out must end in .pdf or .json');
    const lang = await turnkey(['report', '--out', out('x.pdf'), '--lang', 'de']);
    expect(lang.code).toBe(EXIT_CODES.usage);
    expect(lang.stderr).toContain('--lang must be en or ru');
    const zone = await turnkey(['report', '--out', out('x.pdf'), '--time-zone', 'Mars/Olympus']);
    expect(zone.code).toBe(EXIT_CODES.usage);
    expect(zone.stderr).toContain('--time-zone must be an IANA zone');
    const site = await turnkey(['report', '--site', 'Nowhere', '--out', out('x.pdf')]);
    expect(site.code).toBe(EXIT_CODES.failure);
    expect(site.stderr).toContain('There is no site “Nowhere”');
    await expect(stat(out('x.pdf'))).rejects.toThrow();
  });
});
