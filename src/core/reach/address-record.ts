/**
 * The temporary addresses this computer added, in a small file of the app data folder: which
 * interface, which address and prefix, when, by which process, for which controller and site.
 * A run that ends removes its own; one that was killed leaves its line, and the next start
 * removes the address it names (docs/decisions.md, "Reaching a controller on another network").
 * The app and the `turnkey` command share the file, so every change holds its lock.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { writeFileAtomic } from '../files/atomic-file';
import { withFileLock } from '../files/file-lock';

export const RECORD_FILE = 'temporary-addresses.json';

export const recordedAddress = z.strictObject({
  interface: z.string().min(1).max(256),
  address: z.string().min(7).max(15),
  prefix: z.number().int().min(1).max(32),
  /** ISO 8601 instant. */
  addedAt: z.string(),
  /** The process that added it and removes it when it ends. */
  pid: z.number().int().positive(),
  /** The controller it was added for, as the journal names it. */
  controller: z.string().max(256).optional(),
  /** The site whose journal told of it. */
  siteId: z.string().max(128).optional(),
});
export type RecordedAddress = z.infer<typeof recordedAddress>;

const recordFile = z.strictObject({ addresses: z.array(recordedAddress) });

/** Same interface and address: one line per address. */
export function sameAddress(
  a: Pick<RecordedAddress, 'interface' | 'address'>,
  b: Pick<RecordedAddress, 'interface' | 'address'>,
): boolean {
  return a.interface === b.interface && a.address === b.address;
}

export class AddressRecord {
  readonly path: string;

  constructor(dataDir: string) {
    this.path = join(dataDir, RECORD_FILE);
  }

  /** The lines of the file; a file that is not there or does not read lists nothing. */
  async list(): Promise<RecordedAddress[]> {
    const text = await readFile(this.path, 'utf8').catch(() => undefined);
    if (text === undefined) return [];
    try {
      return recordFile.parse(JSON.parse(text)).addresses;
    } catch {
      return [];
    }
  }

  /** Adds (or replaces) the line of `entry`'s address. */
  add(entry: RecordedAddress): Promise<void> {
    return this.#change((lines) => [...lines.filter((line) => !sameAddress(line, entry)), entry]);
  }

  /** Removes the line of that address. */
  remove(entry: Pick<RecordedAddress, 'interface' | 'address'>): Promise<void> {
    return this.#change((lines) => lines.filter((line) => !sameAddress(line, entry)));
  }

  #change(edit: (lines: RecordedAddress[]) => RecordedAddress[]): Promise<void> {
    return withFileLock(this.path, async () => {
      const addresses = edit(await this.list());
      await writeFileAtomic(this.path, `${JSON.stringify({ addresses }, null, 2)}\n`);
    });
  }
}
