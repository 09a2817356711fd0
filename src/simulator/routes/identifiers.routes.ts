/**
 * spec 4.5: identifiers (card codes), keyed by their code. `identifier/generate` proposes a code
 * that no identifier, staff card or biometry card uses; it reserves nothing.
 */
import { randomInt } from 'node:crypto';
import type { SimContext } from '../context';
import type { IdentifierRecord } from '../records/collections';
import {
  deleteRecord,
  insertRecord,
  replaceRecord,
  requireRecord,
  requireSameKey,
} from '../records/crud';
import { IDENTIFIER_EXT_PRIVILEGES, IDENTIFIER_SORT_FIELDS } from '../reference/sorting.reference';
import type { AreaRoutes } from '../router';
import { counted, filterList, list } from './answers';

const names = (i: IdentifierRecord) => [i.code, i.type];

/** Every card code in use: identifiers, staff cards and biometry cards. */
function codesInUse(sim: SimContext): Set<string> {
  const used = new Set(sim.store.values('identifiers').map((i) => i.code));
  for (const person of sim.store.values('staff')) {
    for (const card of person.cards ?? []) used.add(card);
    if (person.biometry?.card_code) used.add(person.biometry.card_code);
  }
  return used;
}

/** A 10-digit card code (no leading zero, spec 2.1) that nothing uses yet. */
export function unusedCode(sim: SimContext): string {
  const used = codesInUse(sim);
  for (;;) {
    const code = String(randomInt(1_000_000_000, 10_000_000_000));
    if (!used.has(code)) return code;
  }
}

export const identifierRoutes = {
  'identifiers.generate': (call, sim) =>
    list(call, sim, [{ code: unusedCode(sim), type: 'card', active: true }]),
  'identifiers.get': (call, sim) =>
    list(call, sim, [requireRecord(sim, 'identifiers', call.params.code, 'identifier')]),
  'identifiers.list': (call, sim) =>
    list(call, sim, filterList(sim.store.values('identifiers'), call.query, names)),
  'identifiers.count': (_call, sim) => counted(sim.store.size('identifiers')),
  'identifiers.extPrivileges': (call, sim) => list(call, sim, IDENTIFIER_EXT_PRIVILEGES),
  'identifiers.search': (call, sim) =>
    list(call, sim, filterList(sim.store.values('identifiers'), call.query, names)),
  'identifiers.sort': (call, sim) => list(call, sim, IDENTIFIER_SORT_FIELDS),
  'identifiers.create': (call, sim) =>
    insertRecord(sim, 'identifiers', call.body.code, { ...call.body }, 'code'),
  'identifiers.update': (call, sim) => {
    requireSameKey('code', call.body.code, call.params.code);
    return replaceRecord(sim, 'identifiers', call.params.code, { ...call.body }, 'identifier');
  },
  'identifiers.delete': (call, sim) =>
    deleteRecord(sim, 'identifiers', call.params.code, 'identifier'),
} satisfies AreaRoutes;
