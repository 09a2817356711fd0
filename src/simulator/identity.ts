/**
 * The controller's identity (D14): its serial and controller uuid, made once per data folder
 * together with the seed data, then kept. A serial given for a folder of another controller is
 * refused rather than silently ignored.
 */
import { randomUUID } from 'node:crypto';
import { CURRENT, type IdentityRecord, type SimStore } from './records/collections';
import { seedOps, type SeedFunction } from './seed/seed';

/** The model a simulator reports (mDNS TXT `model`, D15); its certificate's common name starts with it. */
export const SIMULATOR_MODEL = 'Turnkey simulator';

/** Loads the identity, or makes it and seeds the store on a fresh folder. */
export async function loadOrSeedIdentity(
  store: SimStore,
  request: {
    serial: string | undefined;
    defaultSerial: string;
    host: string;
    nowMs: number;
    seed?: SeedFunction | undefined;
  },
): Promise<IdentityRecord> {
  const existing = store.get('identity', CURRENT);
  if (existing) {
    if (request.serial !== undefined && request.serial !== existing.serial) {
      throw new Error(
        `this data folder belongs to controller ${existing.serial}, not ${request.serial}`,
      );
    }
    return existing;
  }
  const identity: IdentityRecord = {
    serial: request.serial ?? request.defaultSerial,
    controller_uuid: randomUUID(),
    model: SIMULATOR_MODEL,
    created_at: new Date(request.nowMs).toISOString(),
  };
  await store.commit((request.seed ?? seedOps)(identity, request.host, request.nowMs));
  return identity;
}
