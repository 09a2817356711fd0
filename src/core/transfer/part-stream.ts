/**
 * A source's pages read in one pass and handed out part by part (docs/decisions.md,
 * "Firmware-era transfer"): the archive is one gzip stream, so reading it once per part would
 * decompress it a dozen times, event history and all. A part ends when its count of records
 * (from the manifest) has been handed out, so the walk stops before the event logs at the end
 * of the file instead of reading them to find the end.
 */
import { CONTROLLER_PARTS, type ControllerPart, type PartPage } from './controller-reading';

const ORDER = new Map<ControllerPart, number>(CONTROLLER_PARTS.map((p, i) => [p.part, i]));

export class PartStream {
  readonly #pages: AsyncIterator<PartPage>;
  #held: PartPage | undefined;
  #ended = false;

  constructor(
    pages: AsyncIterable<PartPage>,
    private readonly counts: Partial<Record<ControllerPart, number>>,
  ) {
    this.#pages = pages[Symbol.asyncIterator]();
  }

  async #peek(): Promise<PartPage | undefined> {
    if (this.#held || this.#ended) return this.#held;
    const next = await this.#pages.next();
    if (next.done) this.#ended = true;
    else this.#held = next.value;
    return this.#held;
  }

  /** The pages of `part`; pages of earlier parts left over are passed by. */
  async *part(part: ControllerPart): AsyncGenerator<PartPage> {
    const rank = ORDER.get(part) ?? 0;
    const expected = this.counts[part];
    let handed = 0;
    for (;;) {
      const page = await this.#peek();
      if (!page) return;
      const pageRank = ORDER.get(page.part) ?? 0;
      if (pageRank > rank) return;
      this.#held = undefined;
      if (pageRank < rank) continue;
      yield page;
      if (!('records' in page)) return;
      handed += page.records.length;
      if (expected !== undefined && handed >= expected) return;
    }
  }

  /** Stops reading the source. */
  async close(): Promise<void> {
    if (!this.#ended) await this.#pages.return?.();
    this.#ended = true;
  }
}
