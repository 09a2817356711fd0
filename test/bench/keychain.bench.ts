/**
 * What a site's table costs the OS keychain: whether each controller's password is saved, asked
 * one account at a time against one search of the service's items (KeychainVault.savedAccounts;
 * docs/decisions/trust-and-keychain.md, "Controller client, trust and credentials"), for 50, 200
 * and 500 controllers. Runs against a real Secret Service: where none answers, the bench starts itself
 * again in a D-Bus session with a gnome-keyring of its own, in a temporary home, so no user's
 * keyring is touched. Prints the figures with the load average and rewrites the "Keychain"
 * section of docs/benchmarks.md unless BENCH_DOC=0.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { KeychainVault, openVault } from '../../src/core/vault/keychain-vault';
import { accountName } from '../../src/core/vault/credential-vault';
import { measuredOn, recordSection } from './bench-doc';

/**
 * A gnome-keyring writes its whole keyring file at every save, so saving grows with the keyring
 * (26 ms a save at 200 items here): 500 keeps the bench to a few minutes.
 */
const SIZES = [50, 200, 500];
const OWN_KEYRING = 'TURNKEY_BENCH_OWN_KEYRING';

/** Starts this bench again inside a D-Bus session with an unlocked keyring of its own. */
function againWithOwnKeyring(): number {
  const home = mkdtempSync(join(tmpdir(), 'turnkey-bench-keyring-'));
  const self = fileURLToPath(import.meta.url);
  const unlock = 'echo -n bench | gnome-keyring-daemon --unlock --components=secrets >/dev/null';
  const inner = `export HOME="${home}" XDG_DATA_HOME="${home}/data"; ${unlock} && "${process.execPath}" --import tsx "${self}"`;
  try {
    const run = spawnSync('dbus-run-session', ['--', 'bash', '-c', inner], {
      stdio: 'inherit',
      env: { ...process.env, [OWN_KEYRING]: '1' },
    });
    return run.status ?? 1;
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

const identity = (i: number) =>
  Array.from({ length: 32 }, (_, b) => ((i >> (b % 4)) + b).toString(16).slice(-2).padStart(2, '0'))
    .join(':')
    .toUpperCase();

async function measure(size: number): Promise<string> {
  const service = `Turnkey bench ${randomBytes(4).toString('hex')}`;
  const vault = new KeychainVault(service);
  const ids = Array.from({ length: size }, (_, i) => identity(i));
  let started = performance.now();
  for (const id of ids) await vault.save(id, 'admin', 'bench password');
  console.log(`${size} saved in ${(performance.now() - started).toFixed(0)} ms`);
  started = performance.now();
  const oneByOne = await Promise.all(ids.map((id) => vault.read(id, 'admin')));
  const readMs = performance.now() - started;
  started = performance.now();
  const found = await new KeychainVault(service).savedAccounts();
  const searchMs = performance.now() - started;
  const all = ids.every((id, i) => oneByOne[i] && found.has(accountName(id, 'admin')));
  started = performance.now();
  for (const id of ids) await vault.remove(id, 'admin');
  console.log(`${size} removed in ${(performance.now() - started).toFixed(0)} ms`);
  if (!all) throw new Error(`the keychain did not answer every saved password at ${size}`);
  const line = `| ${size} | ${readMs.toFixed(0)} | ${searchMs.toFixed(0)} | ${(readMs / searchMs).toFixed(1)}x |`;
  console.log(line);
  return line;
}

const answers = (await openVault(`Turnkey bench probe ${process.pid}`)).status.persistent;
if (!answers && process.env[OWN_KEYRING] !== '1') {
  execFileSync('which', ['dbus-run-session', 'gnome-keyring-daemon'], { stdio: 'ignore' });
  process.exitCode = againWithOwnKeyring();
} else if (!answers) {
  throw new Error('the keyring this bench started does not answer');
} else {
  const load = loadavg().map((value) => value.toFixed(2));
  console.log(`Load average at the start: ${load.join(', ')} (1, 5, 15 min)`);
  const rows: string[] = [];
  for (const size of SIZES) rows.push(await measure(size));
  const body = [
    measuredOn('test/bench/keychain.bench.ts'),
    `Load average at the start: ${load.join(', ')} (1, 5, 15 min). A gnome-keyring Secret Service in a D-Bus session of the bench's own.`,
    '',
    "Whether each controller's password is saved, as a site's table asks it: every account read on its own (all at once, as the site view did), against one search of the service's items (`savedAccounts`, what the site view and the re-login ask now).",
    '',
    '| Controllers with a saved password | Read one by one (ms) | One search (ms) | Search faster by |',
    '| ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
  if (process.env['BENCH_DOC'] !== '0') await recordSection('Keychain', body);
}
