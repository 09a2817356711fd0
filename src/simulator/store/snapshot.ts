/**
 * The snapshot of the simulator's store: every collection at one journal sequence number,
 * written atomically. Collections are stored as [key, value] pairs, not objects, so that keys
 * that look like numbers (card codes) keep their insertion order.
 */
import { readFile } from 'node:fs/promises';
import { writeFileAtomic } from './atomic-file';

const FORMAT = 'turnkey-simulator-snapshot';
const VERSION = 1;

export type CollectionMaps = ReadonlyMap<string, ReadonlyMap<string, unknown>>;

/** A snapshot as read back: the sequence number it covers and each collection's pairs. */
export interface Snapshot {
  seq: number;
  collections: Map<string, Array<[string, unknown]>>;
}

function isPairList(value: unknown): value is Array<[string, unknown]> {
  return (
    Array.isArray(value) &&
    value.every((p) => Array.isArray(p) && p.length === 2 && typeof p[0] === 'string')
  );
}

/** Reads the snapshot at `path`; undefined when there is none yet. Throws on a damaged one. */
export async function readSnapshot(path: string): Promise<Snapshot | undefined> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const parsed = JSON.parse(text) as unknown;
  if (typeof parsed !== 'object' || parsed === null)
    throw new Error(`${path} is not a store snapshot`);
  const { format, version, seq, collections } = parsed as Record<string, unknown>;
  if (format !== FORMAT || version !== VERSION || typeof seq !== 'number') {
    throw new Error(`${path} is not a version ${VERSION} store snapshot`);
  }
  if (typeof collections !== 'object' || collections === null)
    throw new Error(`${path} has no collections`);
  const result = new Map<string, Array<[string, unknown]>>();
  for (const [name, pairs] of Object.entries(collections)) {
    if (!isPairList(pairs)) throw new Error(`${path}: collection ${name} is damaged`);
    result.set(name, pairs);
  }
  return { seq, collections: result };
}

/** Writes every collection as the snapshot at sequence `seq`; returns its size in bytes. */
export async function writeSnapshot(
  path: string,
  seq: number,
  data: CollectionMaps,
): Promise<number> {
  const collections: Record<string, Array<[string, unknown]>> = {};
  for (const [name, records] of data) collections[name] = [...records];
  const text = JSON.stringify({ format: FORMAT, version: VERSION, seq, collections });
  const bytes = Buffer.from(text, 'utf8');
  await writeFileAtomic(path, bytes);
  return bytes.length;
}
