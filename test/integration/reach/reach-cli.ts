/**
 * `turnkey` run in the laptop's namespace of a ReachLan (reach-lan.ts) over a data folder of the
 * test's own, and what it leaves there: the open site's journal and the record of temporary
 * addresses. Shared by the tests that reach the switch's controllers from the laptop.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { JournalEntry } from '../../../src/shared/ipc/journal.schema';
import { BIN, reachLanBroken, startReachLan, type ReachLan } from './reach-lan';

export interface Ended {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** What a child process printed, once it has closed. */
export function ended(child: ChildProcess): Promise<Ended> {
  let stdout = '';
  let stderr = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve) =>
    child.once('close', (code, signal) => resolve({ code, signal, stdout, stderr })),
  );
}

export interface LaptopCli {
  env(extra?: Record<string, string>): NodeJS.ProcessEnv;
  /** Starts `turnkey ARGS` in the laptop's namespace. */
  start(args: string[], extra?: Record<string, string>): ChildProcess;
  /** Runs `turnkey ARGS` in the laptop's namespace to its end. */
  run(args: string[], extra?: Record<string, string>): Promise<Ended>;
  /** The open site's journal, oldest first. */
  journal(): Promise<JournalEntry[]>;
  /** The temporary addresses this computer keeps a record of. */
  recorded(): Promise<unknown[]>;
}

/** `lan` and `dataDir` are read at each call: tests make them in their beforeAll. */
export function laptopCli(lan: () => ReachLan, dataDir: () => string): LaptopCli {
  const keychain = `Turnkey reach test ${randomBytes(4).toString('hex')}`;
  const env = (extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({
    ...process.env,
    TURNKEY_DATA_DIR: dataDir(),
    TURNKEY_KEYCHAIN_SERVICE: keychain,
    TURNKEY_PASSWORD: 'admin',
    ...extra,
  });
  const start = (args: string[], extra?: Record<string, string>) =>
    lan().inLaptop(process.execPath, [BIN, ...args], env(extra));
  return {
    env,
    start,
    run: (args, extra) => ended(start(args, extra)),
    async journal() {
      const sites = join(dataDir(), 'sites');
      const [site] = (await readdir(sites, { withFileTypes: true })).filter((e) => e.isDirectory());
      const text = await readFile(join(sites, site!.name, 'journal.jsonl'), 'utf8');
      return text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as JournalEntry);
    },
    async recorded() {
      const text = await readFile(join(dataDir(), 'temporary-addresses.json'), 'utf8').catch(
        () => '',
      );
      return text ? (JSON.parse(text) as { addresses: unknown[] }).addresses : [];
    },
  };
}

/**
 * The laptop and switch namespaces built, a data folder made and a site opened in it; a machine
 * that should build them and cannot fails with the reason.
 */
export async function openLaptopSite(
  folderPrefix: string,
  siteName: string,
): Promise<{ lan: ReachLan; dataDir: string }> {
  const broken = reachLanBroken();
  if (broken) throw new Error(`cannot build the laptop and switch namespaces: ${broken}`);
  const lan = await startReachLan();
  const dataDir = await mkdtemp(join(tmpdir(), folderPrefix));
  const made = await laptopCli(
    () => lan,
    () => dataDir,
  ).run(['site', 'new', siteName]);
  if (made.code !== 0) throw new Error(`site new failed: ${made.stderr}`);
  return { lan, dataDir };
}

export async function closeLaptopSite(lan: ReachLan | undefined, dataDir: string): Promise<void> {
  await lan?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
