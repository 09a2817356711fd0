/**
 * Columns of the site's transfer list (screens guide, "Tables": one line per row): source →
 * target, when it started, its state in its colour, a running one's progress or a finished one's
 * verdict, and its actions (its report below the list; Resume for one that did not succeed).
 */
import { NButton, NTag, NText, type DataTableColumns } from 'naive-ui';
import { h } from 'vue';
import { useI18n } from 'vue-i18n';
import type { Job } from '../../../../shared/ipc/job.schema';
import type { TransferEntry } from '../../../../shared/ipc/transfer.schema';
import { verdictOf } from './transfer-report';
import {
  canResume,
  progressOf,
  shownState,
  TRANSFER_STATE_TAG,
  type TransferShownState,
} from './transfer-state';
import TransferProgress from './TransferProgress.vue';

export interface TransferRowActions {
  jobOf: (entry: TransferEntry) => Job | undefined;
  isSelected: (entry: TransferEntry) => boolean;
  select: (entry: TransferEntry) => void;
  resume: (entry: TransferEntry) => void;
}

/** The words of a report's verdict, short, for the list. */
export function useVerdictText(): (entry: TransferEntry, state: TransferShownState) => string {
  const { t, n } = useI18n();
  return (entry, state) => {
    const verdict = entry.report ? verdictOf(entry.report) : { kind: 'plan' as const };
    if (verdict.kind === 'equal') return t('transfer.report.equal');
    if (verdict.kind === 'different')
      return t('transfer.report.different', {
        differences: n(verdict.differences),
        missing: n(verdict.missing),
      });
    if (state === 'planned') return t('transfer.report.plan');
    return state === 'running' ? t('transfer.report.running') : t('transfer.report.stopped');
  };
}

export function useTransferColumns(
  actions: TransferRowActions,
): () => DataTableColumns<TransferEntry> {
  const { t, d } = useI18n();
  const verdictText = useVerdictText();

  const route = (entry: TransferEntry) =>
    h('span', { class: 'route' }, [
      h('strong', { 'data-testid': 'transfer-source' }, entry.source.label),
      entry.source.kind === 'archive'
        ? h(NText, { depth: 3 }, () => ` (${t('transfer.backup')})`)
        : null,
      ' → ',
      h('strong', { 'data-testid': 'transfer-target' }, entry.target.label),
    ]);

  const progressOrVerdict = (entry: TransferEntry) => {
    const job = actions.jobOf(entry);
    const state = shownState(entry, job);
    const progress = state === 'running' ? progressOf(job) : undefined;
    if (progress) return h(TransferProgress, { progress });
    return h(NText, { depth: 2, 'data-testid': 'transfer-verdict-short' }, () =>
      verdictText(entry, state),
    );
  };

  const buttons = (entry: TransferEntry) => {
    const state = shownState(entry, actions.jobOf(entry));
    const selected = actions.isSelected(entry);
    return h('div', { class: 'row-actions' }, [
      h(
        NButton,
        {
          size: 'tiny',
          secondary: !selected,
          type: selected ? 'primary' : 'default',
          'aria-pressed': selected,
          'data-testid': 'transfer-show-report',
          onClick: () => actions.select(entry),
        },
        () => t('transfer.actions.report'),
      ),
      canResume(state)
        ? h(
            NButton,
            {
              size: 'tiny',
              secondary: true,
              type: 'warning',
              'data-testid': 'transfer-resume',
              onClick: () => actions.resume(entry),
            },
            () => t('transfer.actions.resume'),
          )
        : null,
    ]);
  };

  return () => [
    { key: 'route', title: t('transfer.columns.route'), render: route },
    {
      key: 'when',
      title: t('transfer.columns.when'),
      // Times right-aligned, on one line (screens guide, "Tables").
      align: 'right',
      className: 'nowrap',
      render: (entry) => d(new Date(entry.createdAt), 'long'),
    },
    {
      key: 'state',
      title: t('transfer.columns.state'),
      render: (entry) => {
        const state = shownState(entry, actions.jobOf(entry));
        return h(
          NTag,
          {
            type: TRANSFER_STATE_TAG[state],
            size: 'small',
            bordered: false,
            'data-testid': 'transfer-state',
          },
          () => t(`transfer.states.${state}`),
        );
      },
    },
    { key: 'progress', title: t('transfer.columns.progress'), render: progressOrVerdict },
    { key: 'actions', title: t('transfer.columns.actions'), render: buttons },
  ];
}
