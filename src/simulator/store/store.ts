/**
 * The simulator's durable store (the choice is explained in
 * docs/decisions.md): named collections of JSON records held in memory, every write appended to
 * a journal and fsync'd before the promise of `commit` resolves. Writes that arrive while a sync
 * is running share the next one (group commit). When the journal outgrows the last snapshot, the
 * next sync writes a new snapshot atomically instead and empties the journal.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Journal } from './journal';
import { readSnapshot, writeSnapshot } from './snapshot';

/** Collection name to the type of its records. */
export type StoreSchema = Record<string, object>;

type Name<S> = keyof S & string;

/** One change: put a record under a key, or delete the key. */
export type StoreOp<S extends StoreSchema> = {
  [C in Name<S>]: readonly ['put', C, string, S[C]] | readonly ['delete', C, string];
}[Name<S>];

export interface StoreOptions {
  /** The journal is folded into a snapshot once it passes this size (or the snapshot's, if larger). */
  compactBytes?: number;
  /** Where warnings about a damaged journal go. */
  warn?: (message: string) => void;
}

export const SNAPSHOT_FILE = 'snapshot.json';
export const JOURNAL_FILE = 'journal.jsonl';
const DEFAULT_COMPACT_BYTES = 8 * 1024 * 1024;

interface Pending {
  text: string;
  resolve: () => void;
  reject: (error: Error) => void;
}

type RawOp = ['put', string, string, unknown] | ['delete', string, string];

function asEntry(value: unknown): { seq: number; ops: RawOp[] } | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { s, o } = value as { s?: unknown; o?: unknown };
  if (typeof s !== 'number' || !Array.isArray(o)) return undefined;
  const valid = o.every(
    (op) =>
      Array.isArray(op) &&
      typeof op[1] === 'string' &&
      typeof op[2] === 'string' &&
      ((op[0] === 'put' && op.length === 4) || (op[0] === 'delete' && op.length === 3)),
  );
  return valid ? { seq: s, ops: o as RawOp[] } : undefined;
}

/** A store of typed collections in one folder; open it with `Store.open`. */
export class Store<S extends StoreSchema> {
  private readonly data = new Map<string, Map<string, unknown>>();
  private seq = 0;
  private snapshotBytes = 0;
  private queue: Pending[] = [];
  private writer: Promise<void> | undefined;
  private failure: Error | undefined;
  private closed = false;

  private constructor(
    private readonly dir: string,
    private journal: Journal,
    private readonly compactBytes: number,
  ) {}

  /** Opens the store in `dir` (created if missing): loads the snapshot, replays the journal after it. */
  static async open<S extends StoreSchema>(
    dir: string,
    options: StoreOptions = {},
  ): Promise<Store<S>> {
    await mkdir(dir, { recursive: true });
    const snapshot = await readSnapshot(join(dir, SNAPSHOT_FILE));
    const { journal, contents } = await Journal.open(join(dir, JOURNAL_FILE));
    const store = new Store<S>(dir, journal, options.compactBytes ?? DEFAULT_COMPACT_BYTES);
    if (snapshot) {
      for (const [name, pairs] of snapshot.collections) store.data.set(name, new Map(pairs));
      store.seq = snapshot.seq;
    }
    let damaged = contents.skippedLines;
    for (const raw of contents.entries) {
      const entry = asEntry(raw);
      if (!entry) {
        damaged++;
        continue;
      }
      if (entry.seq <= store.seq) continue;
      for (const op of entry.ops) store.apply(op);
      store.seq = entry.seq;
    }
    if (damaged > 0) options.warn?.(`store journal: skipped ${damaged} damaged line(s)`);
    if (contents.truncatedBytes > 0) {
      options.warn?.(
        `store journal: cut off ${contents.truncatedBytes} byte(s) of an unfinished write`,
      );
    }
    return store;
  }

  private apply(op: RawOp | StoreOp<S>): void {
    const [kind, collection, key] = op;
    let records = this.data.get(collection);
    if (kind === 'put') {
      if (!records) this.data.set(collection, (records = new Map<string, unknown>()));
      records.set(key, op[3]);
    } else {
      records?.delete(key);
    }
  }

  get<C extends Name<S>>(collection: C, key: string): S[C] | undefined {
    return this.data.get(collection)?.get(key) as S[C] | undefined;
  }

  has(collection: Name<S>, key: string): boolean {
    return this.data.get(collection)?.has(key) ?? false;
  }

  size(collection: Name<S>): number {
    return this.data.get(collection)?.size ?? 0;
  }

  /** The records of a collection in insertion order (a record changed in place keeps its place). */
  values<C extends Name<S>>(collection: C): S[C][] {
    const records = this.data.get(collection);
    return records ? ([...records.values()] as S[C][]) : [];
  }

  /** Up to `limit` records from position `offset`, without copying the whole collection. */
  slice<C extends Name<S>>(collection: C, offset: number, limit: number): S[C][] {
    const out: S[C][] = [];
    const records = this.data.get(collection);
    if (!records || limit <= 0) return out;
    let index = 0;
    for (const value of records.values()) {
      if (index++ < offset) continue;
      out.push(value as S[C]);
      if (out.length >= limit) break;
    }
    return out;
  }

  /**
   * Applies `ops` at once (readers see them immediately) and resolves when they are durable. The
   * ops of one call are one journal line, so they survive or vanish together. Records must not be
   * changed after being put: store a new object instead.
   */
  commit(ops: ReadonlyArray<StoreOp<S>>): Promise<void> {
    if (this.failure) return Promise.reject(new Error(`store unusable: ${this.failure.message}`));
    if (this.closed) return Promise.reject(new Error('store closed'));
    if (ops.length === 0) return Promise.resolve();
    const seq = ++this.seq;
    const text = `${JSON.stringify({ s: seq, o: ops })}\n`;
    for (const op of ops) this.apply(op);
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ text, resolve, reject });
      this.startWriter();
    });
  }

  put<C extends Name<S>>(collection: C, key: string, value: S[C]): Promise<void> {
    return this.commit([['put', collection, key, value] as StoreOp<S>]);
  }

  remove<C extends Name<S>>(collection: C, key: string): Promise<void> {
    return this.commit([['delete', collection, key] as StoreOp<S>]);
  }

  private startWriter(): void {
    if (this.writer) return;
    this.writer = this.drain().finally(() => {
      this.writer = undefined;
      if (this.queue.length > 0) this.startWriter();
    });
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0);
      try {
        if (this.journal.size >= Math.max(this.compactBytes, this.snapshotBytes)) {
          await this.compact();
        } else {
          await this.journal.append(batch.map((p) => p.text).join(''));
        }
        for (const p of batch) p.resolve();
      } catch (error) {
        this.failure = error instanceof Error ? error : new Error(String(error));
        for (const p of [...batch, ...this.queue.splice(0)]) p.reject(this.failure);
      }
    }
  }

  /**
   * Writes every collection as a snapshot at the current sequence number, then empties the
   * journal. The state is serialised before the first await, so it holds exactly the ops applied
   * so far; a kill between the two steps leaves journal lines the snapshot already covers, which
   * the next open skips by their sequence numbers.
   */
  private async compact(): Promise<void> {
    this.snapshotBytes = await writeSnapshot(join(this.dir, SNAPSHOT_FILE), this.seq, this.data);
    await this.journal.reset();
  }

  /** Resolves when every write committed so far is durable. */
  async flush(): Promise<void> {
    while (this.writer) await this.writer;
  }

  /** Waits for pending writes, then closes the journal. Later commits are refused. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.flush().catch(() => undefined);
    await this.journal.close();
  }
}
