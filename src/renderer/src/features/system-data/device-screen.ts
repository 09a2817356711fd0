/**
 * The devices screen's reads (spec 4.10): the list by filter and controller, the total count,
 * the controllers that have devices, and the choices offered for an event (the controller's
 * notification types and error codes). A failed read says why and leaves the last rows shown.
 */
import { computed, ref, watch, type ComputedRef, type Ref } from 'vue';
import type { ErrorData } from '../../../../shared/errors/error-data';
import { errorData } from '../../api/call';
import { readResource, rowsOf, type JsonRecord } from '../resources/resource-calls';
import { deviceListRead, filterDevices, type DeviceFilter } from './device-list';

/** More than a controller's bus holds: the list is read whole and drawn virtually. */
const LIST_LIMIT = 10000;

export interface DeviceScreen {
  filter: Ref<DeviceFilter>;
  controller: Ref<string | null>;
  text: Ref<string>;
  rows: Ref<JsonRecord[]>;
  shown: ComputedRef<JsonRecord[]>;
  total: Ref<number | undefined>;
  controllers: Ref<string[]>;
  eventChoices: Ref<Array<{ label: string; value: string }>>;
  loading: Ref<boolean>;
  error: Ref<ErrorData | undefined>;
  reload(): Promise<void>;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

export function useDeviceScreen(controllerId: () => string): DeviceScreen {
  const filter = ref<DeviceFilter>('all');
  const controller = ref<string | null>(null);
  const text = ref('');
  const rows = ref<JsonRecord[]>([]);
  const total = ref<number>();
  const controllers = ref<string[]>([]);
  const eventChoices = ref<Array<{ label: string; value: string }>>([]);
  const loading = ref(false);
  const error = ref<ErrorData>();
  const picked = ref<string | undefined>();

  async function reload(): Promise<void> {
    loading.value = true;
    error.value = undefined;
    const id = controllerId();
    const read = deviceListRead(filter.value, controller.value);
    try {
      const [list, count] = await Promise.all([
        readResource(id, read.endpointId, {
          ...(read.params ? { params: read.params } : {}),
          query: { limit: LIST_LIMIT },
        }),
        readResource(id, 'devices.count'),
      ]);
      rows.value = rowsOf(list);
      picked.value = read.controller;
      const body = count.body;
      const n =
        body && typeof body === 'object' && !Array.isArray(body) ? body['count'] : undefined;
      total.value = typeof n === 'number' ? n : undefined;
    } catch (thrown) {
      error.value = errorData(thrown, 'resource:read');
    } finally {
      loading.value = false;
    }
  }

  async function references(): Promise<void> {
    const id = controllerId();
    const [owners, types, codes] = await Promise.allSettled([
      readResource(id, 'devices.controllersList'),
      readResource(id, 'notifications.types'),
      readResource(id, 'notifications.errorCodes'),
    ]);
    if (owners.status === 'fulfilled')
      controllers.value = rowsOf(owners.value)
        .map((r) => str(r['controller']))
        .filter((c) => c !== '');
    const choices: Array<{ label: string; value: string }> = [];
    if (codes.status === 'fulfilled')
      for (const r of rowsOf(codes.value))
        if (str(r['code']))
          choices.push({ label: `${str(r['code'])} ${str(r['title'])}`, value: str(r['code']) });
    if (types.status === 'fulfilled')
      for (const r of rowsOf(types.value))
        if (str(r['type']))
          choices.push({ label: `${str(r['type'])} — ${str(r['title'])}`, value: str(r['type']) });
    eventChoices.value = choices;
  }

  watch([filter, controller], () => void reload());
  watch(
    controllerId,
    () => {
      void reload();
      void references();
    },
    { immediate: true },
  );
  const shown = computed(() => filterDevices(rows.value, text.value, picked.value));
  return {
    filter,
    controller,
    text,
    rows,
    shown,
    total,
    controllers,
    eventChoices,
    loading,
    error,
    reload,
  };
}
