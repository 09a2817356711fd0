/**
 * What `turnkey plan` and `apply` print beside the diff, field by field (core/plans/
 * plan-field-changes.ts): each planned controller's state as read, and its extra parameters'
 * titles from its own reference (spec 4.2 `GET /access_points/ext_parameters`), as the app's
 * forms show them. A controller whose reference cannot be read is titled from the catalogue.
 */
import type { LocalizedText } from '../../shared/words/localized-text';
import type { SitePlan } from '../../shared/plans/site-plan.schema';
import type { PlanTarget } from '../../core/plans/site-plan-reading';
import { catalogueTitle, type ParameterTitle } from '../../core/plans/plan-field-changes';

/** The diff's detail: the targets read with it, their titles, the plan's cluster. */
export interface DiffDetail {
  targets: readonly PlanTarget[];
  titles: ReadonlyMap<string, ParameterTitle>;
  vpn?: SitePlan['vpn'];
}

async function referenceTitles(target: PlanTarget): Promise<ParameterTitle> {
  try {
    const client = await target.connection!.ready();
    const reference = (await client.api.accessPoints.extParameters()).data;
    const titles = new Map<string, string>();
    for (const p of reference) if (p.title) titles.set(p.name, p.title);
    return (key) => {
      const title = titles.get(key);
      // The controller's reference speaks one language; it is shown as it is in both.
      return title ? ({ en: title, ru: title } satisfies LocalizedText) : catalogueTitle(key);
    };
  } catch {
    return catalogueTitle;
  }
}

/** Reads the titles of the controllers whose access points change. */
export async function diffDetail(
  targets: readonly PlanTarget[],
  plan: SitePlan,
): Promise<DiffDetail> {
  const titles = new Map<string, ParameterTitle>();
  for (const t of targets) {
    const points = t.diff.sections.find((s) => s.section === 'accessPoints');
    if (t.connection && t.state && points && points.changes.length > 0)
      titles.set(t.serial, await referenceTitles(t));
  }
  return { targets, titles, ...(plan.vpn ? { vpn: plan.vpn } : {}) };
}
