/**
 * How many records a backup will read, before it reads them: the controller's own count reads
 * for the large parts (`/staff/count`, `/visitors/count`, `/identifiers/count` and the three
 * event logs' counts, spec 4.3 to 4.7) where its era serves them (D11), and the small parts
 * (schedules, access points, profiles, settings lists) read through, which costs a request or
 * two each (docs/decisions.md, "Backup"). The total is what a backup's progress counts towards.
 */
import { sectionNotServed } from '../../client/capabilities';
import type { ControllerClient } from '../../client/controller-client';
import { CONTROLLER_PARTS, countController, type ControllerPart } from '../controller-reading';

/** The parts a controller counts for itself. */
export const COUNT_READS = {
  staff: 'staff.count',
  visitors: 'visitors.count',
  identifiers: 'identifiers.count',
  access_events: 'accessEvents.count',
  audit_events: 'auditEvents.count',
  notifications: 'notifications.count',
} as const satisfies Partial<Record<ControllerPart, string>>;

export interface PartCounts {
  counts: Partial<Record<ControllerPart, number>>;
  /** Parts the controller's era does not serve (D11). */
  missing: ControllerPart[];
}

/** Every part's count (or that it is missing), in CONTROLLER_PARTS order. */
export async function countParts(
  client: ControllerClient,
  signal?: AbortSignal,
): Promise<PartCounts> {
  const options = signal ? { signal } : {};
  const counted = await Promise.all(
    Object.entries(COUNT_READS).map(async ([part, id]) => {
      try {
        const answer: { count?: unknown } = await client.call(id, {}, options);
        const count = typeof answer.count === 'number' && answer.count >= 0 ? answer.count : 0;
        return [part as ControllerPart, count] as const;
      } catch (error) {
        if (!sectionNotServed(error)) throw error;
        return [part as ControllerPart, 'missing'] as const;
      }
    }),
  );
  const rest = CONTROLLER_PARTS.map((p) => p.part).filter((part) => !(part in COUNT_READS));
  const small = await countController(client, { parts: rest, ...options });
  const byPart = new Map<ControllerPart, number | 'missing'>(counted);
  for (const part of small.missing) byPart.set(part, 'missing');
  for (const [part, count] of Object.entries(small.counts))
    byPart.set(part as ControllerPart, count);
  const result: PartCounts = { counts: {}, missing: [] };
  for (const { part } of CONTROLLER_PARTS) {
    const count = byPart.get(part);
    if (count === 'missing') result.missing.push(part);
    else result.counts[part] = count ?? 0;
  }
  return result;
}

/** All records together. */
export function totalOf(counts: PartCounts['counts']): number {
  return Object.values(counts).reduce((sum, n) => sum + (n ?? 0), 0);
}
