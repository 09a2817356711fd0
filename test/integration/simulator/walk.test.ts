/**
 * Done-criterion of the simulator issue: walk every endpoint of the contract against a running
 * simulator of firmware 1.7 and check each answer's status (D7, or the decision that says
 * otherwise) and shape (the endpoint's response schema, E for failures, the meta of L answers).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ENDPOINTS,
  areaVersionOn,
  endpointById,
  errorBody,
  fillPath,
} from '../../../src/shared/api';
import { startSimulator, type StartedSimulator } from '../helpers/start-simulator';
import { WALK, type WalkState } from './walk-steps';

describe('every endpoint of the contract on firmware 1.7', () => {
  let sim: StartedSimulator;
  let token: string;
  beforeAll(async () => {
    sim = await startSimulator({ firmware: '1.7', serial: 'WALK-17' });
    token = await sim.login();
  });
  afterAll(async () => sim.stop());

  it('walks all 180 endpoints', () => {
    const walked = new Set(WALK.map((s) => s.id));
    const missing = ENDPOINTS.map((e) => e.id).filter((id) => !walked.has(id));
    expect(missing).toEqual([]);
    expect(walked.size).toBe(180);
  });

  it('answers each with its status and shape', async () => {
    const state: WalkState = { host: sim.host, serial: 'WALK-17', staff: randomUUID(), keys: {} };
    for (const [index, step] of WALK.entries()) {
      const endpoint = endpointById(step.id);
      const where = `step ${index} ${step.id}`;
      const path = fillPath(endpoint.path, step.params?.(state) ?? {});
      const query = typeof step.query === 'function' ? step.query(state) : step.query;
      const search = query ? `?${new URLSearchParams(query).toString()}` : '';
      const json = step.json?.(state);
      const res = await sim.request(endpoint.method, `${path}${search}`, {
        ...(endpoint.auth ? { token } : {}),
        ...(json === undefined ? {} : { json }),
      });
      const status = step.status ?? endpoint.successStatus;
      expect(res.status, `${where}: ${res.text}`).toBe(status);
      if (status >= 400) {
        expect(errorBody.safeParse(res.body).success, where).toBe(true);
        continue;
      }
      const parsed = endpoint.response.safeParse(res.body);
      expect(parsed.success, `${where}: ${parsed.error?.message ?? ''}`).toBe(true);
      if (endpoint.responseKind === 'L') {
        expect(res.body, where).toMatchObject({
          meta: { api_version: areaVersionOn(endpoint.area, '1.7.0'), path },
        });
      }
      step.after?.(res.body, state);
    }
  });
});
