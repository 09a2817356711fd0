/**
 * People's names by staff uuid for the log screens, one cache per controller shared by its log
 * screens: the whole staff list read once in pages of a thousand (D13 limit/offset on the search
 * read: ten reads for 10,000 people, where one read per person would be thousands), then a
 * single-record read for a uuid met later (a person added since). Names of either field set (D12).
 * A uuid no read finds (a person deleted) stays a uuid.
 */
import { shallowRef, type ShallowRef } from 'vue';
import { readResource, rowsOf, type JsonRecord } from '../resources/resource-calls';

const PAGE = 1000;
/** A list older than this is read again when a log screen opens (names change). */
const FRESH_MS = 5 * 60_000;

/** "Surname Name" in the modern field set, "last_name first_name" in the legacy one (D12). */
export function personName(row: JsonRecord): string | undefined {
  const parts = [row['surname'] ?? row['last_name'], row['name'] ?? row['first_name']];
  const name = parts.filter((p): p is string => typeof p === 'string' && p !== '').join(' ');
  return name || undefined;
}

export class PeopleNames {
  readonly names = new Map<string, string>();
  /** Bumped when names arrive, so cells that show them are drawn again. */
  readonly version: ShallowRef<number> = shallowRef(0);
  #listed: Promise<void> | undefined;
  #listedAt = 0;
  readonly #asked = new Set<string>();

  constructor(private readonly controllerId: string) {}

  /** The name, read through `version` so a cell follows when it arrives. */
  name(uuid: string): string | undefined {
    void this.version.value;
    return this.names.get(uuid);
  }

  /** Reads the staff list (again when it is older than a few minutes). */
  list(): Promise<void> {
    if (!this.#listed || Date.now() - this.#listedAt > FRESH_MS) {
      this.#listedAt = Date.now();
      this.#listed = this.#readAll().catch(() => {
        // A login without staff reads, or a controller gone: the uuids stay on screen.
        this.#listedAt = 0;
      });
    }
    return this.#listed;
  }

  async #readAll(): Promise<void> {
    for (let offset = 0; ; offset += PAGE) {
      const answer = await readResource(this.controllerId, 'staff.search', {
        query: { offset, limit: PAGE },
      });
      const rows = rowsOf(answer);
      this.#add(rows);
      if (rows.length < PAGE) return;
    }
  }

  #add(rows: readonly JsonRecord[]): void {
    for (const row of rows) {
      const uuid = row['uuid'];
      const name = personName(row);
      if (typeof uuid === 'string' && name) this.names.set(uuid, name);
    }
    this.version.value++;
  }

  /** After the list, reads one by one the uuids it did not hold (at most a few at a time). */
  async resolve(uuids: Iterable<string>): Promise<void> {
    await this.list();
    const missing = [...new Set(uuids)].filter((u) => !this.names.has(u) && !this.#asked.has(u));
    for (const uuid of missing) this.#asked.add(uuid);
    for (let i = 0; i < missing.length; i += 4) {
      const batch = missing.slice(i, i + 4).map((uuid) =>
        readResource(this.controllerId, 'staff.get', { params: { uuid } }).then(
          (answer) => this.#add(rowsOf(answer)),
          () => undefined,
        ),
      );
      await Promise.all(batch);
    }
  }
}

const caches = new Map<string, PeopleNames>();

export function peopleNames(controllerId: string): PeopleNames {
  let cache = caches.get(controllerId);
  if (!cache) {
    cache = new PeopleNames(controllerId);
    caches.set(controllerId, cache);
  }
  return cache;
}
