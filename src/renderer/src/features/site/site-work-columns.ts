/**
 * The columns of the site's work list (screens guide, "Tables": one dense line per controller,
 * empty cells a dash) and each row's words, which the filter searches and the CSV export writes.
 * A controller that did not come back after a move is marked in red, and its last-action cell
 * offers the next action: search for it again.
 */
import { NButton, NTag, type DataTableColumns } from 'naive-ui';
import { computed, h, type ComputedRef, type Ref } from 'vue';
import { useI18n } from 'vue-i18n';
import type { IpcErrorData } from '../../../../shared/ipc/ipc-error';
import type { SiteController } from '../../../../shared/ipc/site.schema';
import AppFingerprintShort from '../../components/AppFingerprintShort.vue';
import { useLocalized } from '../../composables/useLocalized';
import { eraOf, formatAddress, shortFingerprint } from '../../format/controller';

export type RowText = Record<
  | 'serial'
  | 'model'
  | 'firmware'
  | 'address'
  | 'fingerprint'
  | 'trust'
  | 'session'
  | 'factory'
  | 'last',
  string
>;

/** How each factory-password state is coloured: in red what lets anyone in. */
const FACTORY_TAGS = {
  in_use: 'error',
  changed: 'success',
  not_checked: 'warning',
  cannot_change: 'warning',
} as const;

/** The factory account lets anyone in: in use, or seen working where it cannot be changed here. */
export function factoryWorks(c: SiteController): boolean {
  const { state, works } = c.state.factoryPassword;
  return state === 'in_use' || (state === 'cannot_change' && works === true);
}

export function useSiteWorkColumns(
  lost: Ref<ReadonlyMap<string, IpcErrorData>>,
  onLocate: (id: string) => void,
): {
  text: (c: SiteController) => RowText;
  columns: ComputedRef<DataTableColumns<SiteController>>;
} {
  const { t, d } = useI18n();
  const localized = useLocalized();

  const text = (c: SiteController): RowText => ({
    serial: c.serial ?? '—',
    model: c.model ?? '—',
    firmware: c.firmware ? eraOf(c.firmware) : '—',
    address:
      formatAddress(c.address) +
      (c.addressing ? ` (${t(`sites.addressing.${c.addressing}`)})` : ''),
    fingerprint: shortFingerprint(c.fingerprint256),
    trust: t(`controllerState.identity.${c.state.identity.state}`),
    session:
      c.state.session.state === 'logged_in'
        ? `${c.state.session.login ?? ''} (${t(`roles.${c.state.session.role ?? 'viewer'}`)})`
        : c.state.session.state === 'none'
          ? '—'
          : t(`controllerState.session.${c.state.session.state}`, {
              login: c.state.session.login ?? '',
            }),
    factory: t(`controllerState.factory.${c.state.factoryPassword.state}`),
    last: c.lastAction
      ? `${c.lastAction.summary ? localized(c.lastAction.summary) : c.lastAction.action}, ${d(new Date(c.lastAction.at), 'long')}`
      : '—',
  });

  const byText = (key: keyof ReturnType<typeof text>) => (a: SiteController, b: SiteController) =>
    text(a)[key].localeCompare(text(b)[key]);

  const columns = computed<DataTableColumns<SiteController>>(() => [
    { type: 'selection' },
    {
      key: 'status',
      title: '',
      width: 36,
      render: (c) => {
        const missing = lost.value.get(c.id);
        const changed = c.state.identity.state === 'changed';
        const factory = factoryWorks(c);
        const loggedIn = c.state.session.state === 'logged_in';
        return h('span', {
          class: ['dot', missing || changed || factory ? 'red' : loggedIn ? 'green' : 'grey'],
          'data-state': changed ? 'changed' : factory ? 'factory' : loggedIn ? 'session' : 'none',
          title: missing
            ? localized(missing.message)
            : changed
              ? t('controllerState.identity.changed')
              : factory
                ? t('sites.factory')
                : loggedIn
                  ? t('sites.loggedIn')
                  : t('sites.notLoggedIn'),
        });
      },
    },
    {
      key: 'serial',
      title: t('sites.columns.serial'),
      sorter: byText('serial'),
      render: (c) => text(c).serial,
    },
    {
      key: 'model',
      title: t('sites.columns.model'),
      sorter: byText('model'),
      render: (c) => text(c).model,
    },
    {
      key: 'firmware',
      title: t('sites.columns.firmware'),
      sorter: byText('firmware'),
      render: (c) => text(c).firmware,
    },
    {
      key: 'address',
      title: t('sites.columns.address'),
      sorter: byText('address'),
      render: (c) => {
        const missing = lost.value.get(c.id);
        return [
          h(
            'span',
            {
              class: ['address', missing ? 'lost' : ''],
              title: missing ? localized(missing.message) : '',
            },
            formatAddress(c.address),
          ),
          c.addressing ? ` (${t(`sites.addressing.${c.addressing}`)})` : '',
        ];
      },
    },
    {
      key: 'fingerprint',
      title: t('sites.columns.fingerprint'),
      render: (c) => h(AppFingerprintShort, { value: c.fingerprint256 }),
    },
    {
      key: 'trust',
      title: t('sites.columns.trust'),
      sorter: byText('trust'),
      render: (c) =>
        c.state.identity.state === 'changed'
          ? h(
              NTag,
              {
                type: 'error',
                size: 'small',
                bordered: false,
                'data-testid': 'site-row-certificate-changed',
                title: c.state.identity.presented ?? '',
              },
              () => text(c).trust,
            )
          : text(c).trust,
    },
    {
      key: 'session',
      title: t('sites.columns.session'),
      sorter: byText('session'),
      render: (c) =>
        c.state.session.state === 'ended'
          ? h('span', { class: 'danger-text' }, text(c).session)
          : text(c).session,
    },
    {
      key: 'factory',
      title: t('sites.columns.factory'),
      sorter: byText('factory'),
      render: (c) =>
        h(
          NTag,
          {
            type: FACTORY_TAGS[c.state.factoryPassword.state],
            size: 'small',
            bordered: false,
            title: t(`controllerState.factoryHint.${c.state.factoryPassword.state}`),
            'data-testid': 'site-row-factory',
          },
          () => text(c).factory,
        ),
    },
    {
      key: 'last',
      title: t('sites.columns.last'),
      // A controller that did not come back: its last action failed, and this is the next one.
      render: (c) =>
        lost.value.has(c.id)
          ? h(
              NButton,
              {
                size: 'tiny',
                type: 'error',
                secondary: true,
                title: localized(lost.value.get(c.id)!.message),
                'data-testid': 'site-row-locate',
                onClick: (event: MouseEvent) => {
                  event.stopPropagation();
                  onLocate(c.id);
                },
                onDblclick: (event: MouseEvent) => event.stopPropagation(),
              },
              () => t('sites.locate'),
            )
          : text(c).last,
    },
  ]);

  return { text, columns };
}
