/**
 * `turnkey discover` prints each controller the moment this computer's probe confirms it, one
 * line, so a long sweep shows what it has; the report at the end is the merged, final word.
 */
import { formatAddress } from '../../core/client/controller-address';
import { shortFingerprint } from '../../core/trust/fingerprint';
import type { DiscoveredController } from '../../shared/ipc/discovery.schema';

export function foundLine(c: DiscoveredController): string {
  const parts = [
    formatAddress(c.address),
    c.serial ?? '-',
    c.model ?? '-',
    c.firmware ?? '-',
    shortFingerprint(c.fingerprint256),
    c.methods.join(', '),
  ];
  return `found  ${parts.join('  ')}\n`;
}

/** Remembers which controllers were printed, so an update of one is not printed again. */
export class FoundPrinter {
  readonly #printed = new Set<string>();

  constructor(private readonly write: (text: string) => void) {}

  print(controllers: readonly DiscoveredController[]): void {
    for (const c of controllers) {
      if (this.#printed.has(c.id)) continue;
      this.#printed.add(c.id);
      this.write(foundLine(c));
    }
  }

  get count(): number {
    return this.#printed.size;
  }
}
