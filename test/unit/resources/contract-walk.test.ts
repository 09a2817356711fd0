/**
 * Every endpoint of the contract is reachable from a screen of the app: a data collection's
 * screen, a screen written for a setting, or the API console; every area has a list or a screen;
 * and every collection names endpoints of the right kind (a GET list, a POST create, a DELETE
 * remove, the key its paths name).
 */
import { describe, expect, it } from 'vitest';
import {
  AREAS,
  ENDPOINTS,
  endpointById,
  type AreaId,
  type EndpointId,
} from '../../../src/shared/api';
import {
  CONSOLE_ENDPOINTS,
  SETTING_SCREENS,
  screensOf,
} from '../../../src/shared/resources/endpoint-screens';
import {
  RESOURCE_COLLECTIONS,
  collectionEndpoints,
  type ResourceCollection,
} from '../../../src/shared/resources/resource-collections';

const collections: readonly ResourceCollection[] = RESOURCE_COLLECTIONS;

describe('the contract walked', () => {
  it('reaches every endpoint from a screen besides the console, and the console offers them all', () => {
    const unreached = ENDPOINTS.filter((e) => screensOf(e.id).length === 0).map((e) => e.id);
    expect(unreached).toEqual([]);
    const offered = new Set(CONSOLE_ENDPOINTS);
    expect(ENDPOINTS.filter((e) => e.id !== 'login' && !offered.has(e.id))).toEqual([]);
  });

  it('gives every area a list or a screen of its own', () => {
    const settingAreas = new Set<AreaId>(Object.values(SETTING_SCREENS).flat());
    const listed = new Set(collections.map((c) => c.area));
    const without = (Object.keys(AREAS) as AreaId[]).filter(
      (a) => !listed.has(a) && !settingAreas.has(a),
    );
    expect(without).toEqual([]);
  });

  it('names endpoints of the right kind in every collection', () => {
    for (const c of collections) {
      const list = endpointById(c.list);
      expect(list.method, c.id).toBe('GET');
      expect(['L', 'array'], c.id).toContain(list.responseKind);
      if (c.count) expect(endpointById(c.count).responseKind, c.id).toBe('C');
      if (c.get) expect(endpointById(c.get).pathParams, c.id).toEqual([c.key.param]);
      if (c.create) expect(endpointById(c.create).method, c.id).toBe('POST');
      for (const id of [c.update, c.remove].filter(Boolean) as EndpointId[]) {
        expect(endpointById(id).pathParams, `${c.id} ${id}`).toContain(c.key.param);
      }
      if (c.remove) expect(endpointById(c.remove).method, c.id).toBe('DELETE');
      for (const id of collectionEndpoints(c)) expect(endpointById(id).area).toBeDefined();
    }
  });

  it('keeps every collection in one tab and its columns named', () => {
    const ids = collections.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of collections) expect(c.columns.length, c.id).toBeGreaterThan(0);
  });
});
