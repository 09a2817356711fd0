/**
 * The site bar's choices: every listed site by name and count, a damaged one marked, and the open
 * site named by its own view while the list does not hold it yet (never by its folder id).
 */
import { describe, expect, it } from 'vitest';
import { siteOptions } from '../../../src/renderer/src/features/site/site-options';
import type { SiteSummary } from '../../../src/shared/ipc/site.schema';

const AT = '2026-11-29T00:00:00.000Z';
const summary = (id: string, name: string, controllerCount: number): SiteSummary => ({
  id,
  name,
  controllerCount,
  createdAt: AT,
  updatedAt: AT,
});

describe('siteOptions', () => {
  it('names each listed site with its count, and a damaged one as damaged', () => {
    const damaged: SiteSummary = {
      ...summary('b', 'Depot', 0),
      problem: { code: 'site_damaged', message: { en: 'Damaged', ru: 'Повреждён' } },
    };
    expect(
      siteOptions([summary('a', 'Plant 4', 12), damaged], { id: 'a', name: 'Plant 4' }, 'damaged'),
    ).toEqual([
      { value: 'a', label: 'Plant 4 (12)' },
      { value: 'b', label: 'Depot (damaged)' },
    ]);
  });

  it('names the open site by its view while the list does not hold it yet', () => {
    expect(
      siteOptions([summary('a', 'Plant 4', 12)], { id: 'plant-5', name: 'Plant 5' }, 'damaged'),
    ).toEqual([
      { value: 'a', label: 'Plant 4 (12)' },
      { value: 'plant-5', label: 'Plant 5' },
    ]);
  });

  it('adds nothing while no site is open or its name is not read yet', () => {
    const listed = [summary('a', 'Plant 4', 12)];
    expect(siteOptions(listed, { id: undefined, name: undefined }, 'damaged')).toHaveLength(1);
    expect(siteOptions(listed, { id: 'plant-5', name: undefined }, 'damaged')).toHaveLength(1);
  });
});
