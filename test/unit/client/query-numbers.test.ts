import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { endpointById, type Endpoint } from '../../../src/shared/api';
import { prepareRequest } from '../../../src/core/client/request-preparation';
import { queryString } from '../../../src/core/client/transport';

const staffPage = endpointById('staff.page') as Endpoint;
const search = endpointById('staff.search') as Endpoint;

describe('integers in query strings (D5)', () => {
  it('are refused before sending unless they are decimal digits', () => {
    for (const query of [
      { page: '0x1', page_size: 10 },
      { page: 1, page_size: '1.5e2' },
      { page: 1, page_size: ' 10' },
      { page: 1.5, page_size: 10 },
      { page: 2 ** 60, page_size: 10 },
    ]) {
      expect(() => prepareRequest(staffPage, { query }), JSON.stringify(query)).toThrow(
        expect.objectContaining({ code: 'validation' }),
      );
    }
    expect(() => prepareRequest(search, { query: { limit: '0x10' } })).toThrow(
      expect.objectContaining({ code: 'validation' }),
    );
  });

  it('are sent as decimal digits, whatever number or digit text was given', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 150 }),
        (p, s) => {
          for (const query of [
            { page: p, page_size: s },
            { page: String(p), page_size: String(s) },
          ]) {
            const sent = queryString(prepareRequest(staffPage, { query }).query);
            expect(sent).toBe(`?page=${p}&page_size=${s}`);
          }
        },
      ),
    );
  });
});
