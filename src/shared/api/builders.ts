/**
 * Short builders for the common rows of spec 4 (list, count, create, update, delete, status), so
 * each section file reads like its table in the spec.
 */
import { z } from 'zod';
import type { AreaId } from './areas';
import { defineEndpoint } from './endpoint';
import { queryInteger } from './formats';
import { withoutTextLimits } from './without-text-limits';
import {
  countResponse,
  deletedResponse,
  keyResponse,
  listOf,
  statusResponse,
} from './schemas/responses.schema';

/** A whole number >= 0 given as query text (decimal digits only, D5). */
const count = queryInteger(0);

/** D13: list and search reads take optional q (substring over names), limit and offset. */
export const listQuery = z.strictObject({
  q: z.string().optional(),
  limit: count.optional(),
  offset: count.optional(),
});

/**
 * A record as read back: the payload's fields, all optional, extra fields tolerated, text of any
 * length (a controller may hold what another tool wrote past the app's limits, text-limits.ts).
 */
export function recordOf<T extends z.ZodObject>(payload: T) {
  return withoutTextLimits(payload).partial().loose().extend({ uuid: z.string().optional() });
}

/** A loosely-read record or reference value where the spec does not show the fields. */
export const anyItem = z.unknown();

/** The row builders of one area. */
export function rows<const A extends AreaId>(area: A) {
  /** What every row of the area shares: id, path, area and summary. */
  const row = <const Id extends string, const P extends string>(
    id: Id,
    path: P,
    summary: string,
  ) => ({ id, path, area, summary });
  /** A K-answered write (POST or PUT) with its body. */
  const keyWrite = <
    const Id extends string,
    const P extends string,
    const M extends 'POST' | 'PUT',
    B extends z.ZodType,
  >(
    method: M,
    id: Id,
    path: P,
    summary: string,
    body: B,
  ) =>
    ({
      ...row(id, path, summary),
      method,
      body,
      responseKind: 'K',
      response: keyResponse,
    }) as const;

  return {
    /** GET collection read, shape L, with D13's query. */
    list<const Id extends string, const P extends string, T extends z.ZodType = typeof anyItem>(
      id: Id,
      path: P,
      summary: string,
      item?: T,
    ) {
      const response = listOf((item ?? anyItem) as T);
      const base = { ...row(id, path, summary), method: 'GET', responseKind: 'L' } as const;
      return defineEndpoint({ ...base, response, query: listQuery });
    },
    /** GET single-record or reference read, shape L, no query. */
    read<const Id extends string, const P extends string, T extends z.ZodType = typeof anyItem>(
      id: Id,
      path: P,
      summary: string,
      item?: T,
    ) {
      const response = listOf((item ?? anyItem) as T);
      return defineEndpoint({
        ...row(id, path, summary),
        method: 'GET',
        responseKind: 'L',
        response,
      });
    },
    count<const Id extends string, const P extends string>(id: Id, path: P, summary: string) {
      const base = { ...row(id, path, summary), method: 'GET', responseKind: 'C' } as const;
      return defineEndpoint({ ...base, response: countResponse });
    },
    status<const Id extends string, const P extends string>(id: Id, path: P, summary: string) {
      const base = { ...row(id, path, summary), method: 'GET', responseKind: 'S' } as const;
      return defineEndpoint({ ...base, response: statusResponse });
    },
    /** POST that creates a record: K with 201 (D7). */
    create<const Id extends string, const P extends string, B extends z.ZodType>(
      id: Id,
      path: P,
      summary: string,
      body: B,
    ) {
      return defineEndpoint({ ...keyWrite('POST', id, path, summary, body), successStatus: 201 });
    },
    /** POST that acts or sets rather than creates: K with 200 (D7). */
    command<const Id extends string, const P extends string, B extends z.ZodType>(
      id: Id,
      path: P,
      summary: string,
      body: B,
      bodyRequired = true,
    ) {
      return defineEndpoint({ ...keyWrite('POST', id, path, summary, body), bodyRequired });
    },
    update<const Id extends string, const P extends string, B extends z.ZodType>(
      id: Id,
      path: P,
      summary: string,
      body: B,
      bodyRequired = true,
    ) {
      return defineEndpoint({ ...keyWrite('PUT', id, path, summary, body), bodyRequired });
    },
    remove<const Id extends string, const P extends string>(id: Id, path: P, summary: string) {
      const base = { ...row(id, path, summary), method: 'DELETE', responseKind: 'D' } as const;
      return defineEndpoint({ ...base, response: deletedResponse });
    },
  };
}
