import { describe, expect, it } from 'vitest';
import { SAVED_ACCOUNTS_FRESH_MS, SavedAccounts } from '../../../src/core/vault/saved-accounts';

/** A keychain whose answers the test lets go one by one, counting the looks. */
function keychain(accounts: string[]) {
  const waiting: (() => void)[] = [];
  const state = { looks: 0, held: false, accounts };
  const look = () => {
    state.looks += 1;
    const answer = [...state.accounts];
    if (!state.held) return Promise.resolve(answer);
    return new Promise<string[]>((resolve) => waiting.push(() => resolve(answer)));
  };
  const release = () => waiting.splice(0).forEach((answer) => answer());
  return { state, look, release };
}

describe('which keychain accounts hold a password', () => {
  it('answers everyone from one look while it is fresh, and looks again after', async () => {
    const { state, look } = keychain(['admin@A']);
    let now = 1_000;
    const saved = new SavedAccounts(look, () => now);
    expect(await saved.get()).toEqual(new Set(['admin@A']));
    state.accounts = ['admin@A', 'admin@B'];
    now += SAVED_ACCOUNTS_FRESH_MS - 1;
    expect(await saved.get()).toEqual(new Set(['admin@A']));
    expect(state.looks).toBe(1);
    now += 1;
    expect(await saved.get()).toEqual(new Set(['admin@A', 'admin@B']));
    expect(state.looks).toBe(2);
  });

  it('shares one look among those who ask while it is made', async () => {
    const { state, look, release } = keychain(['admin@A']);
    state.held = true;
    const saved = new SavedAccounts(look);
    const answers = Promise.all([saved.get(), saved.get(), saved.get()]);
    release();
    expect(await answers).toEqual(Array(3).fill(new Set(['admin@A'])));
    expect(state.looks).toBe(1);
  });

  it("takes this process's own changes at once, also those made while a look is under way", async () => {
    const { state, look, release } = keychain(['admin@A', 'admin@B']);
    const saved = new SavedAccounts(look);
    await saved.get();
    saved.note('admin@C', true);
    saved.note('admin@A', false);
    expect(await saved.get()).toEqual(new Set(['admin@B', 'admin@C']));
    // A look that began before a save and a removal answers what they left.
    const later = new SavedAccounts(look);
    state.held = true;
    const looking = later.get();
    later.note('admin@D', true);
    later.note('admin@B', false);
    release();
    expect(await looking).toEqual(new Set(['admin@A', 'admin@D']));
  });

  it('lets a failed look fail its askers, and looks again at the next ask', async () => {
    let fail = true;
    const saved = new SavedAccounts(() =>
      fail ? Promise.reject(new Error('no keychain')) : Promise.resolve(['admin@A']),
    );
    await expect(saved.get()).rejects.toThrow('no keychain');
    fail = false;
    expect(await saved.get()).toEqual(new Set(['admin@A']));
  });
});
