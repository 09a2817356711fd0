/**
 * What the endpoint tour shares: the client and its typed API, the simulator, and `hit`, which
 * runs one call and counts its endpoint as covered (or checks the error the contract names for it).
 */
import { expect } from 'vitest';
import type { EndpointId } from '../../../../src/shared/api';
import { ClientError } from '../../../../src/core/client/client-error';
import type { ControllerClient } from '../../../../src/core/client/controller-client';
import type { TypedApi } from '../../../../src/core/client/typed-api';
import type { CollectionName, Collections } from '../../../../src/simulator/records/collections';
import type { StartedSimulator } from '../../helpers/start-simulator';

export type Hit = <T>(id: EndpointId, call: () => Promise<T>, failsWith?: string) => Promise<T>;

export interface Tour {
  client: ControllerClient;
  api: TypedApi;
  sim: StartedSimulator;
  hit: Hit;
  covered: Set<string>;
  /** One record as the simulator holds it (its store, not an answer), or undefined. */
  held: <C extends CollectionName>(collection: C, key: string) => Collections[C] | undefined;
  /** Every record of a collection as the simulator holds it. */
  heldAll: <C extends CollectionName>(collection: C) => Array<Collections[C]>;
}

/** The running simulator's store: what it was set up to hold and what the calls changed. */
function storeOf(sim: StartedSimulator) {
  const live = sim.simulator.live;
  if (!live) throw new Error('the simulator is not running');
  return live.store;
}

export function createTour(client: ControllerClient, sim: StartedSimulator): Tour {
  const covered = new Set<string>();
  const hit: Hit = async (id, call, failsWith) => {
    covered.add(id);
    if (!failsWith) return call();
    const error = await call().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(ClientError.isAny(error) && error.code, id).toBe(failsWith);
    return undefined as never;
  };
  return {
    client,
    api: client.api,
    sim,
    hit,
    covered,
    held: (collection, key) => storeOf(sim).get(collection, key),
    heldAll: (collection) => storeOf(sim).values(collection),
  };
}

export const person = {
  surname: 'Ivanova',
  name: 'Anna',
  dolzhnost: 'Engineer',
  uuid: '6f1c2a4e-8b1d-4c3e-9a2f-1b2c3d4e5f60',
};

export const today = new Date().toISOString().slice(0, 10);

export const provider = {
  name: 'Faces',
  authHost: 'auth.local',
  authPort: 8443,
  apiHost: 'api.local',
  apiPort: 9443,
  basePath: '/api',
  authBasePath: '/auth',
  clientId: 'turnkey',
  clientSecret: 'client-secret',
  username: 'svc',
  password: 'svc-password',
  kafkaBroker: 'kafka.local:9092',
  active: true,
};
