/**
 * Which target record each source record became (docs/decisions.md, "Firmware-era transfer:
 * writing"): staff keep their uuid, but a schedule, an access point or a profile gets a new one
 * from the target, and every reference to it must be rewritten. Filled as records are paired
 * with the target's or created on it; a record not written yet maps to itself (its source uuid
 * is still a well-formed UUID, so a payload that refers to it can be checked; the comparison
 * shows it as not yet equal).
 */
import type { ControllerPart } from './controller-reading';

export class IdMap {
  readonly #parts = new Map<ControllerPart, Map<string, string>>();

  set(part: ControllerPart, source: string, target: string): void {
    let map = this.#parts.get(part);
    if (!map) this.#parts.set(part, (map = new Map<string, string>()));
    map.set(source, target);
  }

  /** The target's uuid for a source record of `part`; the source uuid when there is none yet. */
  target(part: ControllerPart, source: string): string {
    return this.#parts.get(part)?.get(source) ?? source;
  }
}
