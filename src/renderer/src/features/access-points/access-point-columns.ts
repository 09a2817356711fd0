/**
 * Columns of the access point and automation lists: kind in words, name, type, state in its
 * colour (open and emergency red, closed amber, normal neutral: one colour per meaning) and the
 * key extra parameters by their titles with their values in words, with the actions of each row
 * as buttons named for their row.
 */
import type { DataTableColumns } from 'naive-ui';
import { NButton, NSpace, NTag } from 'naive-ui';
import { h } from 'vue';
import { useI18n } from 'vue-i18n';
import type { AccessPointItem } from '../../../../shared/ipc/access-points.schema';
import { useSay } from '../../format/useSay';
import { clipText } from '../../components/clip-text';

const DASH = '—';
/** How many extra parameters a row shows; the rest are in its title. */
const SHOWN_PARAMETERS = 3;

const STATE_TAG = {
  normal: 'default',
  open: 'error',
  emergency: 'error',
  closed: 'warning',
} as const;

export type RowAction = 'change' | 'state' | 'remove';

type Say = ReturnType<typeof useSay>;

/** A parameter by its title and its value in words (`Time to pass: 8 s`), never `pass_time 8`. */
const parameterText = (say: Say, [name, value]: [string, string | number | boolean]) =>
  `${say.title(name)}: ${say.value(value, name)}`;

function parametersText(item: AccessPointItem, say: Say): string {
  return Object.entries(item.extParameters)
    .map((entry) => parameterText(say, entry))
    .join(' · ');
}

export function useAccessPointColumns(
  act: (action: RowAction, item: AccessPointItem) => void,
  actions: readonly RowAction[],
  withKindAndState: boolean,
): DataTableColumns<AccessPointItem> {
  const { t } = useI18n();
  const say = useSay();

  const parameters = (item: AccessPointItem) => {
    const entries = Object.entries(item.extParameters);
    if (entries.length === 0) return DASH;
    const shown = entries
      .slice(0, SHOWN_PARAMETERS)
      .map((entry) => parameterText(say, entry))
      .join(' · ');
    return h(
      'span',
      { title: parametersText(item, say), 'data-testid': 'ap-parameters' },
      entries.length > SHOWN_PARAMETERS ? `${shown} …` : shown,
    );
  };

  const buttons = (item: AccessPointItem) =>
    h(NSpace, { size: 4, wrap: false }, () =>
      actions.map((action) =>
        h(
          NButton,
          {
            size: 'tiny',
            type: action === 'remove' ? 'error' : 'default',
            secondary: action === 'remove',
            // The button says which row it acts on ("Change North turnstile").
            'aria-label': `${t(`accessPoints.${action}`).replace('…', '')} ${item.name}`,
            'data-testid': `ap-action-${action}`,
            onClick: () => act(action, item),
          },
          () => t(`accessPoints.${action}`),
        ),
      ),
    );

  const columns: DataTableColumns<AccessPointItem> = [];
  if (withKindAndState)
    columns.push({
      key: 'kind',
      title: () => t('accessPoints.columns.kind'),
      render: (item) =>
        h(
          'span',
          { class: 'nowrap', 'data-testid': 'ap-kind', 'data-kind': item.kind ?? '' },
          item.kind ? t(`accessPoints.kinds.${item.kind}`) : DASH,
        ),
    });
  columns.push(
    {
      key: 'name',
      title: () => t('accessPoints.columns.name'),
      sorter: (a, b) => a.name.localeCompare(b.name),
      // A name past the app's limit may be on the controller: one line, the whole on hover.
      render: (item) => clipText(item.name, { attrs: { 'data-testid': 'ap-name' } }),
    },
    {
      key: 'type',
      title: () => t('accessPoints.columns.type'),
      render: (item) => (item.type ? clipText(item.type, { maxWidth: '12em' }) : DASH),
    },
  );
  if (withKindAndState)
    columns.push({
      key: 'state',
      title: () => t('accessPoints.columns.state'),
      render: (item) =>
        item.state
          ? h(
              NTag,
              {
                size: 'small',
                type: STATE_TAG[item.state],
                bordered: false,
                'data-testid': 'ap-state-tag',
                'data-state': item.state,
              },
              () => t(`accessPoints.states.${item.state}`),
            )
          : DASH,
    });
  columns.push(
    { key: 'parameters', title: () => t('accessPoints.columns.parameters'), render: parameters },
    {
      key: 'actions',
      title: () => t('accessPoints.columns.actions'),
      align: 'right',
      render: buttons,
    },
  );
  return columns;
}
