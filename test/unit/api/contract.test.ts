import { describe, expect, it } from 'vitest';
import {
  ENDPOINTS,
  areaVersionOn,
  endpointById,
  endpointKey,
  fillPath,
  matchEndpoint,
} from '../../../src/shared/api';
import { SPECIAL_RESPONSES, SPEC_ROWS } from './spec-table';

/** The generic shape a row's method implies when the spec names no special answer. */
function expectedKind(method: string, path: string): string {
  const special = SPECIAL_RESPONSES[`${method} ${path}`];
  if (special) return special;
  if (method === 'DELETE') return 'D';
  if (method === 'POST' || method === 'PUT') return 'K';
  if (path.endsWith('/count') || path.endsWith('/count_planned')) return 'C';
  if (path.endsWith('/status')) return 'S';
  return 'L';
}

describe('the API contract against spec section 4', () => {
  it('has exactly the 180 method+path pairs of the spec', () => {
    expect(SPEC_ROWS).toHaveLength(180);
    const spec = SPEC_ROWS.map(([m, p]) => `${m} ${p}`).sort();
    const contract = ENDPOINTS.map(endpointKey).sort();
    expect(contract).toEqual(spec);
  });

  it('gives every endpoint the description version of its section (spec 9)', () => {
    for (const [method, path, version] of SPEC_ROWS) {
      const e = ENDPOINTS.find((x) => x.method === method && x.path === path);
      expect(e?.version, `${method} ${path}`).toBe(version);
    }
  });

  it('gives every endpoint the response kind the spec names', () => {
    for (const [method, path] of SPEC_ROWS) {
      const e = ENDPOINTS.find((x) => x.method === method && x.path === path);
      expect(e?.responseKind, `${method} ${path}`).toBe(expectedKind(method, path));
    }
  });

  it('has unique ids and only login goes without a token', () => {
    expect(new Set(ENDPOINTS.map((e) => e.id)).size).toBe(ENDPOINTS.length);
    expect(ENDPOINTS.filter((e) => !e.auth).map((e) => e.id)).toEqual(['login']);
  });

  it('serves login and time-tracking export in every era (D11)', () => {
    expect(endpointById('login').since).toBe('1.5.0');
    expect(endpointById('ttExport.export').since).toBe('1.5.0');
    expect(areaVersionOn('tt_export', '1.5.0')).toBe('1.5.0');
    expect(areaVersionOn('tt_export', '1.7.0')).toBe('1.6.0');
  });

  it('answers 201 only for POSTs that create a record (D7)', () => {
    expect(endpointById('staff.create').successStatus).toBe(201);
    expect(endpointById('network.set').successStatus).toBe(200);
    expect(endpointById('accessPoints.setState').successStatus).toBe(200);
    for (const e of ENDPOINTS) if (e.method !== 'POST') expect(e.successStatus, e.id).toBe(200);
  });

  it('names the query parameters of the spec and of D13', () => {
    const staffPage = endpointById('staff.page');
    expect(Object.keys(staffPage.query.shape)).toEqual(['page', 'page_size']);
    expect(Object.keys(endpointById('devices.find').query.shape)).toEqual([
      'controller',
      'device_address',
    ]);
    expect(Object.keys(endpointById('staff.search').query.shape)).toEqual(['q', 'limit', 'offset']);
    expect(staffPage.query.safeParse({ page: '1', page_size: '150' }).success).toBe(true);
    expect(staffPage.query.safeParse({ page: '0', page_size: '10' }).success).toBe(false);
    expect(staffPage.query.safeParse({ page: '1', page_size: '151' }).success).toBe(false);
    expect(staffPage.query.safeParse({ page: '1' }).success).toBe(false);
  });

  it('lists the path parameters of each template in order', () => {
    expect(endpointById('tmpAccess.byUserAndDate').pathParams).toEqual(['user_uuid', 'date']);
    expect(endpointById('vpn.masterSync').pathParams).toEqual(['serial', 'action']);
    expect(fillPath('/staff/{uuid}', { uuid: 'a b' })).toBe('/staff/a%20b');
    expect(() => fillPath('/staff/{uuid}', {})).toThrow(/uuid/);
  });
});

describe('matching concrete paths to endpoints', () => {
  it('prefers fixed segments over parameters', () => {
    expect(matchEndpoint('GET', '/staff/count')?.endpoint.id).toBe('staff.count');
    expect(matchEndpoint('GET', '/identifier/generate')?.endpoint.id).toBe('identifiers.generate');
    expect(matchEndpoint('GET', '/access_points/ext_parameters')?.endpoint.id).toBe(
      'accessPoints.extParameters',
    );
    expect(matchEndpoint('GET', '/notification_events/count')?.endpoint.id).toBe(
      'notifications.count',
    );
  });

  it('reads parameters, decoded', () => {
    const m = matchEndpoint('GET', '/tmp_access/by_user_and_date/u%201/01.02.2026');
    expect(m?.endpoint.id).toBe('tmpAccess.byUserAndDate');
    expect(m?.params).toEqual({ user_uuid: 'u 1', date: '01.02.2026' });
  });

  it('matches every template of the contract to itself', () => {
    for (const e of ENDPOINTS) {
      const concrete = e.path.replace(/\{(\w+)\}/g, 'x1');
      const m = matchEndpoint(e.method, concrete);
      expect(m, e.id).toBeDefined();
      expect(m?.endpoint.path.replace(/\{(\w+)\}/g, 'x1'), e.id).toBe(concrete);
    }
  });

  it('tolerates a trailing slash difference but not an unknown path', () => {
    expect(matchEndpoint('GET', '/visitors/abc')?.endpoint.id).toBe('visitors.get');
    expect(matchEndpoint('GET', '/access_events')?.endpoint.id).toBe('accessEvents.list');
    expect(matchEndpoint('GET', '/nothing/here')).toBeUndefined();
    expect(matchEndpoint('PATCH', '/staff/x')).toBeUndefined();
  });
});
