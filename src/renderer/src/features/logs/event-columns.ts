/**
 * Columns of a log screen: time on the controller's clock in the locale (ISO as it came on
 * hover), type by its title (code on hover; access events granted green, denied red), person by
 * name (uuid on hover), access point by name, direction, and the message or login of audit
 * events and notifications. One line per cell: the table is virtual with a fixed row height.
 */
import type { DataTableColumns } from 'naive-ui';
import { NButton } from 'naive-ui';
import { h, type VNodeChild } from 'vue';
import { useI18n } from 'vue-i18n';
import type { LocalizedText } from '../../../../shared/words/localized-text';
import { formatInstant } from '../../format/clock';
import type { EventRow, LogCollection } from './event-row';
import type { LogReferences } from './log-references';
import type { PeopleNames } from './people-names';

const DASH = '—';

export interface ColumnNeeds {
  collection: LogCollection;
  locale: () => string;
  references: LogReferences;
  people: PeopleNames;
  /** Alerts: delete one (disabled with the reason when the login may not). */
  remove?: { act: (row: EventRow) => void; refusal: () => LocalizedText | undefined };
}

const cell = (text: string | undefined, title?: string, testid?: string): VNodeChild =>
  text
    ? h(
        'span',
        { class: 'cell', title: title ?? text, ...(testid ? { 'data-testid': testid } : {}) },
        text,
      )
    : DASH;

export function useEventColumns(needs: ColumnNeeds): DataTableColumns<EventRow> {
  const { t } = useI18n();
  const { collection, references, people } = needs;
  const access = collection === 'accessEvents';
  const columns: DataTableColumns<EventRow> = [
    {
      key: 'time',
      title: () => t('logs.columns.time'),
      width: 170,
      align: 'right',
      render: (row) =>
        cell(
          row.time ? formatInstant(row.time, needs.locale(), references.zone.value) : undefined,
          row.time,
          'log-time',
        ),
    },
    {
      key: 'type',
      title: () => t('logs.columns.type'),
      ellipsis: true,
      render: (row) => {
        const title = references.typeTitles.value.get(row.type) ?? row.type;
        if (!access || !row.outcome) return cell(title, row.type, 'log-type');
        // A plain span coloured like a tag (EventLogScreen.vue's `.outcome`): a tag component
        // per row cost whole frames while 50,000 events scrolled by.
        return h(
          'span',
          {
            class: ['outcome', row.outcome],
            title: `${t(`logs.outcomes.${row.outcome}`)}: ${row.type}`,
            'data-testid': 'log-type',
            'data-outcome': row.outcome,
          },
          title,
        );
      },
    },
  ];
  if (collection === 'accessEvents' || collection === 'alerts')
    columns.push(
      {
        key: 'person',
        title: () => t('logs.columns.person'),
        ellipsis: true,
        render: (row) =>
          row.person ? cell(people.name(row.person) ?? row.person, row.person, 'log-person') : DASH,
      },
      {
        key: 'point',
        title: () => t('logs.columns.point'),
        ellipsis: true,
        render: (row) =>
          row.point
            ? cell(references.pointNames.value.get(row.point) ?? row.point, row.point, 'log-point')
            : DASH,
      },
    );
  if (access)
    columns.push({
      key: 'direction',
      title: () => t('logs.columns.direction'),
      width: 130,
      render: (row) =>
        row.direction === 'in' || row.direction === 'out'
          ? t(`logs.directions.${row.direction}`)
          : (row.direction ?? DASH),
    });
  if (collection === 'auditEvents')
    columns.push({
      key: 'login',
      title: () => t('logs.columns.login'),
      width: 120,
      render: (row) => cell(row.login),
    });
  if (!access)
    columns.push({
      key: 'message',
      title: () => t('logs.columns.message'),
      ellipsis: true,
      render: (row) => cell(row.message, undefined, 'log-message'),
    });
  const remove = needs.remove;
  if (remove)
    columns.push({
      key: 'actions',
      title: () => t('logs.columns.actions'),
      width: 110,
      align: 'right',
      render: (row) => {
        const why = remove.refusal();
        return h(
          NButton,
          {
            size: 'tiny',
            type: 'error',
            secondary: true,
            disabled: why !== undefined,
            title: why ? why[needs.locale() === 'ru' ? 'ru' : 'en'] : undefined,
            'data-testid': 'log-delete',
            onClick: () => remove.act(row),
          },
          () => t('logs.alerts.delete'),
        );
      },
    });
  return columns;
}
