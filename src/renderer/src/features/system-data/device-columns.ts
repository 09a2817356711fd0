/**
 * The devices table's columns: name, bus address (right-aligned), controller, errors, and the
 * row's three actions. An action the login may not take is disabled with the reason as its
 * tooltip (D2: shown, never hidden).
 */
import { NButton, type DataTableColumns } from 'naive-ui';
import { computed, h, type ComputedRef } from 'vue';
import { useI18n } from 'vue-i18n';
import type { EndpointId } from '../../../../shared/api';
import type { LocalizedText } from '../../../../shared/words/localized-text';
import { useLocalized } from '../../composables/useLocalized';
import type { JsonRecord } from '../resources/resource-calls';

export type DeviceRowAction = 'action' | 'event' | 'remove';

const ENDPOINTS: Record<DeviceRowAction, EndpointId> = {
  action: 'devices.action',
  event: 'deviceManagement.sendEvent',
  remove: 'devices.delete',
};

const cell = (row: JsonRecord, f: string) => {
  const v = row[f];
  if (Array.isArray(v))
    return v.length === 0 ? '—' : v.map((e) => JSON.stringify(e).replace(/^"|"$/g, '')).join(', ');
  return typeof v === 'string' || typeof v === 'number' ? String(v) || '—' : '—';
};

export function useDeviceColumns(
  refusal: (endpointId: EndpointId) => LocalizedText | undefined,
  act: (action: DeviceRowAction, row: JsonRecord) => void,
): ComputedRef<DataTableColumns<JsonRecord>> {
  const { t } = useI18n();
  const localized = useLocalized();
  const labels: Record<DeviceRowAction, () => string> = {
    action: () => t('rules.devices.action'),
    event: () => t('rules.devices.sendEvent'),
    remove: () => t('rules.devices.remove'),
  };
  const button = (action: DeviceRowAction, row: JsonRecord) => {
    const why = refusal(ENDPOINTS[action]);
    return h(
      NButton,
      {
        size: 'tiny',
        quaternary: true,
        type: action === 'remove' ? 'error' : 'default',
        disabled: why !== undefined,
        title: why ? localized(why) : undefined,
        'data-testid': `device-${action}`,
        onClick: () => act(action, row),
      },
      { default: labels[action] },
    );
  };
  return computed(() => [
    {
      key: 'name',
      title: t('rules.devices.columns.name'),
      ellipsis: { tooltip: true },
      render: (r) => cell(r, 'name'),
    },
    {
      key: 'address',
      title: t('rules.devices.columns.address'),
      width: 90,
      align: 'right',
      render: (r) => cell(r, 'address'),
    },
    {
      key: 'controller',
      title: t('rules.devices.columns.controller'),
      width: 130,
      render: (r) => cell(r, 'controller'),
    },
    {
      key: 'errors',
      title: t('rules.devices.columns.errors'),
      width: 110,
      render: (r) => cell(r, 'errors'),
    },
    {
      key: 'actions',
      title: t('rules.devices.columns.actions'),
      width: 250,
      render: (r) =>
        h(
          'div',
          { class: 'device-actions' },
          (['action', 'event', 'remove'] as const).map((a) => button(a, r)),
        ),
    },
  ]);
}
