/**
 * D11: a controller of description version V serves the sections of version <= V; a newer
 * section's path answers 404 E whatever the method, token or body. L answers carry the area's
 * version on that era (time-tracking export: 1.5.0 on a 1.5 controller, 1.6.0 from 1.6 on).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERA_VERSION,
  ENDPOINTS,
  areaVersionOn,
  compareVersions,
  errorBody,
  fillPath,
  type FirmwareEra,
} from '../../../src/shared/api';
import { startSimulator, type StartedSimulator } from '../helpers/start-simulator';

const dummy = (names: readonly string[]) => Object.fromEntries(names.map((n) => [n, 'x1']));

describe.each<FirmwareEra>(['1.5', '1.6'])('a controller of firmware %s', (era) => {
  const version = ERA_VERSION[era];
  let sim: StartedSimulator;
  let token: string;
  beforeAll(async () => {
    sim = await startSimulator({ firmware: era });
    token = await sim.login();
  });
  afterAll(async () => sim.stop());

  it('answers 404 E on every path of a newer section', async () => {
    const newer = ENDPOINTS.filter((e) => compareVersions(e.since, version) > 0);
    expect(newer.length).toBeGreaterThan(0);
    for (const endpoint of newer) {
      const res = await sim.request(
        endpoint.method,
        fillPath(endpoint.path, dummy(endpoint.pathParams)),
        {
          token,
          ...(endpoint.body ? { json: {} } : {}),
        },
      );
      expect(res.status, `${endpoint.method} ${endpoint.path}`).toBe(404);
      expect(errorBody.parse(res.body).message).toMatch(/^no endpoint/);
    }
  });

  it('serves every path of its own and older sections', async () => {
    const served = ENDPOINTS.filter((e) => compareVersions(e.since, version) <= 0);
    for (const endpoint of served) {
      const res = await sim.request(
        endpoint.method,
        fillPath(endpoint.path, dummy(endpoint.pathParams)),
        {
          ...(endpoint.auth ? { token } : {}),
          ...(endpoint.body ? { json: {} } : {}),
        },
      );
      const gated =
        res.status === 404 && /^no endpoint/.test(errorBody.parse(res.body).message ?? '');
      expect(gated, `${endpoint.method} ${endpoint.path}`).toBe(false);
    }
  });

  it('labels L answers with the section version of this era', async () => {
    const lists = ENDPOINTS.filter(
      (e) =>
        e.responseKind === 'L' &&
        e.pathParams.length === 0 &&
        compareVersions(e.since, version) <= 0,
    );
    for (const endpoint of lists) {
      const res = await sim.request('GET', endpoint.path, { token });
      expect(res.status, endpoint.path).toBe(200);
      expect(res.body, endpoint.path).toMatchObject({
        meta: { api_version: areaVersionOn(endpoint.area, version), path: endpoint.path },
      });
    }
    const exportConfigs = await sim.request('GET', '/tt_export/configs', { token });
    expect(exportConfigs.body).toMatchObject({
      meta: { api_version: era === '1.5' ? '1.5.0' : '1.6.0' },
    });
  });

  it('logs in although login belongs to a 1.6.0 section', async () => {
    const res = await sim.request('POST', '/login', {
      json: { login: 'admin', password: 'admin' },
    });
    expect(res.status).toBe(200);
  });
});
