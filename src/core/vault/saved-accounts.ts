/**
 * Which keychain accounts hold a password, as one look at the keychain found them
 * (docs/decisions/trust-and-keychain.md, "Controller client, trust and credentials"). A look is
 * kept for SAVED_ACCOUNTS_FRESH_MS and shared by everyone who asks meanwhile. What this process
 * itself saves, removes or reads changes the answer at once, also while a look is under way; a
 * change another process makes (`turnkey login` in a terminal beside the app) shows at the first
 * look after that time.
 */
export const SAVED_ACCOUNTS_FRESH_MS = 30_000;

export class SavedAccounts {
  #accounts: Set<string> | undefined;
  #lookedAt = 0;
  #looking: Promise<Set<string>> | undefined;
  /** What this process learnt while the look under way was made: applied to what it finds. */
  readonly #learnt = new Map<string, boolean>();

  constructor(
    private readonly look: () => Promise<readonly string[]>,
    private readonly now: () => number = Date.now,
  ) {}

  async get(): Promise<ReadonlySet<string>> {
    const kept = this.#accounts;
    if (kept && this.now() - this.#lookedAt < SAVED_ACCOUNTS_FRESH_MS) return kept;
    this.#looking ??= this.#lookAgain().finally(() => (this.#looking = undefined));
    return this.#looking;
  }

  /** What this process saw of one account: it holds a password (true) or not. */
  note(account: string, saved: boolean): void {
    if (this.#looking) this.#learnt.set(account, saved);
    if (this.#accounts) mark(this.#accounts, account, saved);
  }

  async #lookAgain(): Promise<Set<string>> {
    this.#learnt.clear();
    const startedAt = this.now();
    const found = new Set(await this.look());
    for (const [account, saved] of this.#learnt) mark(found, account, saved);
    this.#learnt.clear();
    this.#accounts = found;
    this.#lookedAt = startedAt;
    return found;
  }
}

function mark(accounts: Set<string>, account: string, saved: boolean): void {
  if (saved) accounts.add(account);
  else accounts.delete(account);
}
