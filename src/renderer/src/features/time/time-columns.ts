/**
 * The columns of the time table: the controller, its clock and this computer's at the same
 * moment, the drift (amber beyond a few seconds), the zone with its offset, NTP and the server.
 * A controller that could not be read shows why across the clock's columns, in red.
 */
import type { DataTableColumns } from 'naive-ui';
import { NText } from 'naive-ui';
import { storeToRefs } from 'pinia';
import { h } from 'vue';
import { useI18n } from 'vue-i18n';
import { useLocalized } from '../../composables/useLocalized';
import { DRIFT_LIMIT_SECONDS, formatDrift, formatInstant } from '../../format/clock';
import { usePreferencesStore } from '../../stores/preferences.store';
import type { ControllerClockRow } from '../../stores/time.store';

const DASH = '—';
/** The clock's columns, which an error on its row spans. */
const CLOCK_COLUMNS = 5;

export function useTimeColumns(): DataTableColumns<ControllerClockRow> {
  const { t } = useI18n();
  const localized = useLocalized();
  const { locale } = storeToRefs(usePreferencesStore());

  const driftCell = (row: ControllerClockRow) => {
    if (!row.clock) return DASH;
    const high = Math.abs(row.clock.driftSeconds) > DRIFT_LIMIT_SECONDS;
    const words = t('time.seconds', { value: formatDrift(row.clock.driftSeconds, locale.value) });
    return h(
      NText,
      {
        type: high ? 'warning' : 'default',
        strong: high,
        title: high ? t('time.driftHigh', { limit: DRIFT_LIMIT_SECONDS }) : undefined,
        'data-testid': 'time-drift',
        'data-drift': String(row.clock.driftSeconds),
        'data-high': high ? 'yes' : 'no',
      },
      () => words,
    );
  };

  return [
    { type: 'selection' },
    {
      key: 'controller',
      title: () => t('time.columns.controller'),
      sorter: (a, b) => a.label.localeCompare(b.label),
      render: (row) => h('span', { class: 'nowrap' }, row.label),
    },
    {
      key: 'controllerTime',
      title: () => t('time.columns.controllerTime'),
      align: 'right',
      colSpan: (row) => (row.clock ? 1 : CLOCK_COLUMNS),
      render: (row) =>
        row.clock
          ? h(
              'span',
              { class: 'nowrap', 'data-testid': 'time-controller' },
              formatInstant(row.clock.controller, locale.value, row.clock.timezone),
            )
          : h(
              NText,
              {
                type: 'error',
                'data-testid': 'time-error',
                style: 'display:block;text-align:left',
              },
              () => (row.error ? localized(row.error.message) : DASH),
            ),
    },
    {
      key: 'laptopTime',
      title: () => t('time.columns.laptopTime'),
      align: 'right',
      render: (row) =>
        row.clock
          ? h('span', { class: 'nowrap' }, formatInstant(row.clock.laptop, locale.value))
          : DASH,
    },
    {
      key: 'drift',
      title: () => t('time.columns.drift'),
      align: 'right',
      sorter: (a, b) =>
        Math.abs(a.clock?.driftSeconds ?? -1) - Math.abs(b.clock?.driftSeconds ?? -1),
      render: driftCell,
    },
    {
      key: 'zone',
      title: () => t('time.columns.zone'),
      sorter: (a, b) => (a.clock?.timezone ?? '').localeCompare(b.clock?.timezone ?? ''),
      render: (row) =>
        row.clock
          ? h(
              'span',
              { class: 'nowrap', 'data-testid': 'time-zone' },
              row.clock.utcOffset
                ? `${row.clock.timezone} (${row.clock.utcOffset})`
                : row.clock.timezone,
            )
          : DASH,
    },
    {
      key: 'ntp',
      title: () => t('time.columns.ntp'),
      render: (row) => {
        if (!row.clock) return DASH;
        if (!row.clock.ntp)
          return h('span', { 'data-testid': 'time-ntp', 'data-ntp': 'off' }, t('time.ntpOff'));
        const server = row.clock.ntpServer || t('time.ntpOwnServer');
        return h(
          'span',
          { class: 'nowrap', 'data-testid': 'time-ntp', 'data-ntp': 'on' },
          `${t('time.ntpOn')}, ${server}`,
        );
      },
    },
  ];
}
