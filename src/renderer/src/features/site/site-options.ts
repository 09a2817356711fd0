/**
 * The sites the site bar offers to switch to: each by its name and its controllers' count, a
 * damaged one said as such (never as a normal site with 0 controllers). A site just made or
 * opened elsewhere is open before the list is read again; it is named by the open site's own
 * view meanwhile, never by its folder id.
 */
import type { SelectOption } from 'naive-ui';
import type { SiteSummary } from '../../../../shared/ipc/site.schema';

/** An option of the site bar's chooser (naive-ui's select). */
export type SiteOption = SelectOption & { value: string; label: string };

export function siteOptions(
  sites: readonly SiteSummary[],
  current: { id: string | undefined; name: string | undefined },
  damagedMark: string,
): SiteOption[] {
  const listed = sites.map((site) => ({
    value: site.id,
    label: site.problem
      ? `${site.name} (${damagedMark})`
      : `${site.name} (${site.controllerCount})`,
  }));
  const { id, name } = current;
  if (id === undefined || name === undefined || listed.some((o) => o.value === id)) return listed;
  return [...listed, { value: id, label: name }];
}
