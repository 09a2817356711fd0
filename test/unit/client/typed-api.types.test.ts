/**
 * Compile-time checks of the typed client: request and response types come from
 * the contract's schemas. tsc runs this file in `npm test`; the assertions run in Vitest.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { ENDPOINTS, type ResponseOf } from '../../../src/shared/api';
import type { ListEndpointId, ListItemOf } from '../../../src/core/client/read-all';
import { buildTypedApi, type TypedApi } from '../../../src/core/client/typed-api';

describe('typed client', () => {
  it('has one call per endpoint, nested by the dots of its id', async () => {
    const seen: unknown[][] = [];
    const api = buildTypedApi((id, request, options) => {
      seen.push([id, request, options]);
      return Promise.resolve(undefined as never);
    });
    let count = 0;
    const walk = (node: object): void => {
      for (const value of Object.values(node)) {
        if (typeof value === 'function') count++;
        else walk(value as object);
      }
    };
    walk(api);
    expect(count).toBe(ENDPOINTS.length);
    await api.accessPoints.create.barrier({
      body: { name: 'Gate', type: 'barrier', controller_uuid: 'x' },
    });
    await api.staff.count();
    expect(seen.map((s) => s[0])).toEqual(['accessPoints.create.barrier', 'staff.count']);
  });

  it('derives request and response types from the schemas', () => {
    expectTypeOf<ReturnType<TypedApi['staff']['count']>>().toEqualTypeOf<
      Promise<ResponseOf<'staff.count'>>
    >();
    expectTypeOf<
      Awaited<ReturnType<TypedApi['staff']['count']>>['count']
    >().toEqualTypeOf<number>();
    expectTypeOf<Parameters<TypedApi['staff']['get']>[0]>().toHaveProperty('params');
    expectTypeOf<'directories.list'>().toExtend<ListEndpointId>();
    expectTypeOf<'staff.page'>().not.toExtend<ListEndpointId>();
    expectTypeOf<ListItemOf<'staffProperties.list'>>().toHaveProperty('name');
  });
});
