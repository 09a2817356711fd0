/**
 * The zone a handover report says its times in (docs/decisions.md, "Handover report: what is
 * true now"): the one asked for; else the zone most of the site's controllers were verified in,
 * since that is the site's wall clock and the customer's; else this computer's; else UTC. The
 * report holds the zone it chose, so the PDF and the preview say the same times.
 */
import type { ReportController } from '../../shared/report/handover-report.schema';
import { isTimeZone } from '../../shared/report/report-format';

export function reportTimeZone(
  controllers: readonly Pick<ReportController, 'time'>[],
  wanted?: string,
): string {
  if (wanted && isTimeZone(wanted)) return wanted;
  const counts = new Map<string, number>();
  for (const c of controllers) {
    const zone = c.time?.timezone;
    if (zone && isTimeZone(zone)) counts.set(zone, (counts.get(zone) ?? 0) + 1);
  }
  const [best] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  if (best) return best[0];
  const here = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return here && isTimeZone(here) ? here : 'UTC';
}
