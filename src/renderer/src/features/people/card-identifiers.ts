/**
 * A card given to a person is also an identifier on firmware that has the identifiers area
 * (spec 4.5, description 1.6.0; D11): the staff editor creates the identifier record (type card,
 * active) for each card it adds that has none yet, so the card is seen in the Identifiers list
 * too (docs/decisions.md, "Data screens: people").
 */
import type { Capabilities } from '../../../../shared/ipc/session.schema';
import { rowsOrNone } from './people-reads';

/** True when the controller serves identifiers (1.6 and later, or found by probing). */
export function servesIdentifiers(capabilities: Capabilities | undefined): boolean {
  const state = capabilities?.areas.identifiers;
  return state === 'available' || state === 'inferred';
}

/** The codes of `cards` no identifier record of the controller has (D13 `q` per code). */
export async function cardsWithoutIdentifier(
  controllerId: string,
  cards: readonly string[],
): Promise<string[]> {
  const missing: string[] = [];
  for (const code of cards) {
    const found = await rowsOrNone(controllerId, 'identifiers.search', { query: { q: code } });
    if (!found.some((row) => row.code === code)) missing.push(code);
  }
  return missing;
}
