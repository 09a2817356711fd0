/**
 * Columns of a master's member table (spec 4.12 `GET /vpn/members`): the serial, linked to the
 * site's controller of that serial (D14), where the master reaches it, the sync state in its
 * colour, the records copied, the last sync, the error, and Sync, Verify and Remove for the row
 * in one menu, so the table keeps one line per member at 1366 px in Russian.
 */
import type { DataTableColumns } from 'naive-ui';
import { NButton, NDropdown, NTag, NText } from 'naive-ui';
import { storeToRefs } from 'pinia';
import { h, type HTMLAttributes } from 'vue';
import { useI18n } from 'vue-i18n';
import { RouterLink } from 'vue-router';
import {
  VPN_RECORD_KINDS,
  type VpnCounts,
  type VpnMember,
  type VpnMemberState,
} from '../../../../shared/ipc/vpn.schema';
import { formatInstant } from '../../format/clock';
import { usePreferencesStore } from '../../stores/preferences.store';
import { VPN_STATE_TAG } from './vpn-state';

const DASH = '—';

/** A test id on a menu option (naive-ui types an option's props as HTML attributes). */
const testid = (id: string) => ({ 'data-testid': id }) as HTMLAttributes;

export type MemberAction = 'sync' | 'verify' | 'remove';

/** "sched. 3 · prof. 4 · ids 30 · staff 25": the counts in the order a sync copies them. */
export function useCountsText(): (counts: VpnCounts | undefined) => string {
  const { t, n } = useI18n();
  return (counts) =>
    counts
      ? VPN_RECORD_KINDS.map((kind) => `${t(`vpn.kindsShort.${kind}`)} ${n(counts[kind])}`).join(
          ' · ',
        )
      : DASH;
}

/** The columns; the error column only when some member has an error (the table fits 1366 px). */
export function useMemberColumns(
  act: (action: MemberAction, member: VpnMember) => void,
  labelOf: (controllerId: string) => string | undefined,
  /** The member's one shown state (vpn-member-state.ts), the same the diagram draws. */
  stateOf: (member: VpnMember) => VpnMemberState,
): (withError: boolean) => DataTableColumns<VpnMember> {
  const { t } = useI18n();
  const { locale } = storeToRefs(usePreferencesStore());
  const countsText = useCountsText();
  const fullCounts = (counts: VpnCounts | undefined) =>
    counts ? VPN_RECORD_KINDS.map((kind) => `${t(`vpn.kinds.${kind}`)}: ${counts[kind]}`) : [];

  /** The serial, linked to the site's controller of that serial, with its name when another. */
  const serial = (m: VpnMember) => {
    const strong = h('strong', { 'data-testid': 'vpn-member-serial' }, m.serial);
    if (!m.controllerId)
      return h('span', { class: 'nowrap' }, [
        strong,
        ' ',
        h(NText, { depth: 3 }, () => t('vpn.notOnSite')),
      ]);
    const label = labelOf(m.controllerId);
    return h('span', { class: 'nowrap' }, [
      h(
        RouterLink,
        {
          to: { name: 'controller', params: { id: m.controllerId } },
          'data-testid': 'vpn-member-link',
        },
        () => strong,
      ),
      label && label !== m.serial ? h(NText, { depth: 3 }, () => ` ${label}`) : null,
    ]);
  };

  const actions = (m: VpnMember) =>
    h(
      NDropdown,
      {
        trigger: 'click',
        options: [
          {
            key: 'sync',
            label: t('vpn.actions.sync'),
            props: testid('vpn-member-sync'),
          },
          {
            key: 'verify',
            label: t('vpn.actions.verify'),
            props: testid('vpn-member-verify'),
          },
          { type: 'divider', key: 'divider' },
          {
            key: 'remove',
            label: () => h(NText, { type: 'error' }, () => t('vpn.actions.remove')),
            props: testid('vpn-member-remove'),
          },
        ],
        onSelect: (key: MemberAction) => act(key, m),
      },
      () =>
        h(
          NButton,
          {
            size: 'tiny',
            secondary: true,
            'data-testid': 'vpn-member-actions',
            'aria-label': t('vpn.actions.forMember', { serial: m.serial }),
          },
          () => `${t('vpn.columns.actions')} ▾`,
        ),
    );

  const errorColumn: DataTableColumns<VpnMember>[number] = {
    key: 'error',
    title: () => t('vpn.columns.error'),
    render: (m) =>
      m.error
        ? h(NText, { type: 'error', 'data-testid': 'vpn-member-error' }, () => m.error)
        : DASH,
  };

  return (withError) => [
    {
      key: 'serial',
      title: () => t('vpn.columns.serial'),
      sorter: (a, b) => a.serial.localeCompare(b.serial),
      render: serial,
    },
    {
      key: 'address',
      title: () => t('vpn.columns.address'),
      render: (m) => h('span', { class: 'nowrap' }, m.address ?? DASH),
    },
    {
      key: 'state',
      title: () => t('vpn.columns.state'),
      sorter: (a, b) => stateOf(a).localeCompare(stateOf(b)),
      render: (m) =>
        h(
          NTag,
          {
            type: VPN_STATE_TAG[stateOf(m)],
            size: 'small',
            bordered: false,
            title: m.stateText,
            'data-testid': 'vpn-member-state',
          },
          () => t(`vpn.states.${stateOf(m)}`),
        ),
    },
    {
      key: 'records',
      title: () => t('vpn.columns.records'),
      align: 'right',
      render: (m) =>
        h(
          'span',
          { class: 'nowrap', title: fullCounts(m.counts).join('\n'), 'data-testid': 'vpn-counts' },
          countsText(m.counts),
        ),
    },
    {
      key: 'lastSync',
      title: () => t('vpn.columns.lastSync'),
      align: 'right',
      render: (m) =>
        h(
          'span',
          { class: 'nowrap' },
          m.lastSyncAt ? formatInstant(m.lastSyncAt, locale.value) : DASH,
        ),
    },
    ...(withError ? [errorColumn] : []),
    { key: 'actions', title: () => t('vpn.columns.actions'), render: actions },
  ];
}
