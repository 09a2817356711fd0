/**
 * spec 4.13: biometry provider services and their access-point links, keyed by a uuid that the
 * paths call `{id}`. A provider's clientSecret and password are kept (the controller needs them
 * to call the provider) but never read back.
 */
import { randomUUID } from 'node:crypto';
import type { BiometryLinkRecord, ProviderRecord } from '../records/collections';
import { deleteRecord, replaceRecord, requireRecord } from '../records/crud';
import type { AreaRoutes } from '../router';
import { filterList, keyOf, list } from './answers';

/** A provider as read back: without its secrets, with `id` beside `uuid`. */
function providerView(provider: ProviderRecord) {
  const { clientSecret: _secret, password: _password, ...visible } = provider;
  return { id: provider.uuid, ...visible };
}

const linkView = (link: BiometryLinkRecord) => ({ id: link.uuid, ...link });

export const biometryRoutes = {
  'biometry.providers': (call, sim) =>
    list(
      call,
      sim,
      filterList(sim.store.values('biometry_providers'), call.query, (p) => [p.name]).map(
        providerView,
      ),
    ),
  'biometry.links': (call, sim) =>
    list(
      call,
      sim,
      filterList(sim.store.values('biometry_links'), call.query, (l) => [l.access_point_uuid]).map(
        linkView,
      ),
    ),
  'biometry.createProvider': async (call, sim) => {
    const record = { uuid: randomUUID(), ...call.body };
    await sim.store.put('biometry_providers', record.uuid, record);
    return keyOf(record.uuid);
  },
  'biometry.createLink': async (call, sim) => {
    const record = { uuid: randomUUID(), ...call.body };
    await sim.store.put('biometry_links', record.uuid, record);
    return keyOf(record.uuid);
  },
  'biometry.updateLink': (call, sim) =>
    replaceRecord(
      sim,
      'biometry_links',
      call.params.id,
      { ...call.body, uuid: call.params.id },
      'biometry link',
    ),
  'biometry.updateProvider': (call, sim) =>
    replaceRecord(
      sim,
      'biometry_providers',
      call.params.id,
      { ...call.body, uuid: call.params.id },
      'biometry provider',
    ),
  'biometry.patchProvider': async (call, sim) => {
    const existing = requireRecord(sim, 'biometry_providers', call.params.id, 'biometry provider');
    const next = { ...existing, ...call.body, uuid: existing.uuid };
    await sim.store.put('biometry_providers', existing.uuid, next);
    return { status: 'success', active: next.active };
  },
  'biometry.deleteLink': (call, sim) =>
    deleteRecord(sim, 'biometry_links', call.params.id, 'biometry link'),
  'biometry.deleteProvider': (call, sim) =>
    deleteRecord(sim, 'biometry_providers', call.params.id, 'biometry provider'),
} satisfies AreaRoutes;
