/**
 * Whether the OS keychain answers, known when a test file is collected so that the tests needing
 * it are skipped by name (`it.skipIf(noKeychain)`) instead of passing without a check.
 *
 * `npm test` runs Linux tests inside a D-Bus session with an unlocked gnome-keyring unless the
 * machine lacks the tools (scripts/test.mjs, scripts/lib/test-groups.mjs). There the keychain must
 * answer: a failed probe is then an error of the run, never a skip.
 */
import { openVault } from '../../../src/core/vault/keychain-vault';

/** What `npm test` sets in the run it re-executes inside its wrappers (scripts/test.mjs). */
const WRAPPED = 'TURNKEY_TEST_WRAPPED';
/** The groups of tests `npm test` found no tools for (scripts/lib/test-groups.mjs). */
const SKIPPED = 'TURNKEY_TEST_SKIP';

/** Whether this run is `npm test` on Linux with its own unlocked keyring. */
function keyringProvided(env: NodeJS.ProcessEnv): boolean {
  if (process.platform !== 'linux' || env[WRAPPED] !== '1') return false;
  return !(env[SKIPPED] ?? '').split(',').includes('keychain');
}

async function probe(): Promise<string | undefined> {
  const vault = await openVault(`Turnkey-test-probe-${process.pid}`);
  if (vault.status.persistent) return undefined;
  const reason = vault.status.problem?.message.en ?? 'the keychain did not answer';
  if (keyringProvided(process.env))
    throw new Error(`npm test started a keyring for this run, but it did not answer: ${reason}`);
  return reason;
}

/** Why there is no OS keychain here, or undefined when it answers. */
export const keychainAbsence: string | undefined = await probe();

/** True when the tests that need the OS keychain must be skipped. */
export const noKeychain = keychainAbsence !== undefined;

/** The suffix naming why a test may be skipped, for its title. */
export const NEEDS_KEYCHAIN = '(needs the OS keychain; skipped without one)';
