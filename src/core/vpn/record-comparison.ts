/**
 * Master and member records compared field by field (docs/decisions.md, "VPN cluster:
 * verification"). Each side's records are first made comparable: keyed the way the sync pairs
 * them (staff and identifiers by uuid and code, which the sync keeps; schedules and access
 * profiles by name, since each controller gives them its own uuid), references to other records
 * turned into names, lists sorted, and staff seen in the modern field set (D12). When either side
 * speaks the legacy set, only what that set holds is compared.
 */
import { canonicalJson } from '../../shared/canonical-json';
import type { VpnDifference, VpnKindComparison, VpnRecordKind } from '../../shared/ipc/vpn.schema';

/** A record as compared: field -> its value as canonical JSON. */
export type Comparable = Map<string, string>;

const MAX_DIFFERENCES = 50;

export function comparable(fields: Record<string, unknown>): Comparable {
  return new Map(
    Object.entries(fields)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, canonicalJson(v)]),
  );
}

/** What one kind's comparison found, and the differences to show (shared cap across kinds). */
export class KindComparison {
  readonly result: VpnKindComparison = {
    master: 0,
    member: 0,
    missing: 0,
    different: 0,
    memberOnly: 0,
    compared: 0,
  };

  constructor(
    private readonly kind: VpnRecordKind,
    private readonly differences: VpnDifference[],
  ) {}

  private note(difference: Omit<VpnDifference, 'kind'>): void {
    if (this.differences.length < MAX_DIFFERENCES)
      this.differences.push({ kind: this.kind, ...difference });
  }

  /** Compares the two sides' records, keyed alike. */
  compare(master: Map<string, Comparable>, member: Map<string, Comparable>): VpnKindComparison {
    this.result.master = master.size;
    this.result.member = member.size;
    for (const [key, ours] of master) {
      const theirs = member.get(key);
      if (!theirs) {
        this.result.missing++;
        this.note({ key });
        continue;
      }
      this.result.compared++;
      let differs = false;
      for (const field of new Set([...ours.keys(), ...theirs.keys()])) {
        const a = ours.get(field);
        const b = theirs.get(field);
        if (a === b) continue;
        differs = true;
        this.note({
          key,
          field,
          ...(a === undefined ? {} : { master: a }),
          ...(b === undefined ? {} : { member: b }),
        });
      }
      if (differs) this.result.different++;
    }
    for (const key of member.keys()) if (!master.has(key)) this.result.memberOnly++;
    return this.result;
  }
}
