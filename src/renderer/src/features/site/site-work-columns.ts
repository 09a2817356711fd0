/**
 * The columns of the site's work list (screens guide, "Tables": one dense line per controller,
 * empty cells a dash) and each row's words, which the filter searches and the CSV export writes.
 * Every column but the last has a fixed width and cuts its text with an ellipsis, so a row stays
 * one line at 1366 px in either language and the list never scrolls sideways; the last action
 * takes what is left. A controller that did not come back after a move is marked in red, and its
 * last-action cell offers the next action: search for it again.
 */
import { NButton } from 'naive-ui';
import { computed, h, toRaw, type ComputedRef, type Ref } from 'vue';
import { useI18n } from 'vue-i18n';
import { useRouter } from 'vue-router';
import type { ErrorData } from '../../../../shared/errors/error-data';
import { actionWords } from '../../../../shared/report/report-words';
import type { SiteController } from '../../../../shared/ipc/site.schema';
import type { VirtualColumn } from '../../components/virtual-row';
import { useLocalized } from '../../composables/useLocalized';
import { eraOf, formatAddress, shortFingerprint } from '../../format/controller';
import { clipped, fingerprintCell, serialLink, statusDot, tag } from './site-work-cells';
import { factoryWorks } from './site-health';
import { memoWords, rowMemo } from './row-memo';

export { factoryWorks } from './site-health';

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

export function useSiteWorkColumns(
  lost: Ref<ReadonlyMap<string, ErrorData>>,
  onLocate: (id: string) => void,
): {
  text: (c: SiteController) => RowText;
  /** A row's words in one lower-case string, for the filter. */
  haystack: (c: SiteController) => string;
  columns: ComputedRef<VirtualColumn<SiteController>[]>;
} {
  const { t, d, locale } = useI18n();
  const localized = useLocalized();
  const router = useRouter();
  const memoSaid = memoWords((key, named) => t(key, named));
  const said = (key: string, named?: Record<string, string>) => memoSaid(key, named, locale.value);

  const compute = (c: SiteController): RowText => ({
    serial: c.serial ?? '—',
    model: c.model ?? '—',
    firmware: c.firmware ? eraOf(c.firmware) : '—',
    address:
      formatAddress(c.address) +
      (c.addressing ? ` (${said(`sites.addressing.${c.addressing}`)})` : ''),
    fingerprint: shortFingerprint(c.fingerprint256),
    trust: said(`controllerState.identity.${c.state.identity.state}`),
    session:
      c.state.session.state === 'logged_in'
        ? `${c.state.session.login ?? ''} (${said(`roles.${c.state.session.role ?? 'viewer'}`)})`
        : c.state.session.state === 'none'
          ? '—'
          : said(`controllerState.session.${c.state.session.state}`, {
              login: c.state.session.login ?? '',
            }),
    factory: said(`controllerState.factory.${c.state.factoryPassword.state}`),
    last: c.lastAction
      ? `${c.lastAction.summary ? localized(c.lastAction.summary) : actionWords(c.lastAction.action, locale.value === 'ru' ? 'ru' : 'en')}, ${d(new Date(c.lastAction.at), 'long')}`
      : '—',
  });
  const words = rowMemo(compute);
  const joined = rowMemo((c: SiteController) => Object.values(compute(c)).join('\n').toLowerCase());
  // Keyed by the row itself, not Vue's proxy of it: the same row whichever the table hands over.
  const text = (c: SiteController): RowText => words(toRaw(c), locale.value);
  const haystack = (c: SiteController): string => joined(toRaw(c), locale.value);
  const collator = computed(() => new Intl.Collator(locale.value));

  const byText = (key: keyof RowText) => (a: SiteController, b: SiteController) =>
    collator.value.compare(text(a)[key], text(b)[key]);
  /** A header cut like its cells, the whole of it on hover. */
  const head = (key: string) => () => clipped(t(`sites.columns.${key}`));
  /** A plain column of words: sortable, fixed width, one line. */
  const plain = (key: keyof RowText, width: number): VirtualColumn<SiteController> => ({
    key,
    title: head(key),
    width,
    compare: byText(key),
    render: (c: SiteController) => clipped(text(c)[key]),
  });

  const sessionCell = (c: SiteController) => {
    const { state, login } = c.state.session;
    const hover = said(`controllerState.session.${state}`, {
      login: login ?? '',
      role: said(`roles.${c.state.session.role ?? 'viewer'}`),
    });
    if (state === 'none') return clipped('—', hover);
    if (state === 'logged_in') return tag('success', login ?? '', hover);
    return tag(
      state === 'ended' ? 'error' : 'warning',
      said(`controllerState.sessionShort.${state}`),
      hover,
    );
  };

  const statusCell = (c: SiteController) => {
    const missing = lost.value.get(c.id);
    const changed = c.state.identity.state === 'changed';
    const factory = factoryWorks(c);
    const loggedIn = c.state.session.state === 'logged_in';
    const state = changed ? 'changed' : factory ? 'factory' : loggedIn ? 'session' : 'none';
    const hover = missing
      ? localized(missing.message)
      : changed
        ? said('controllerState.identity.changed')
        : factory
          ? said('sites.factory')
          : loggedIn
            ? said('sites.loggedIn')
            : said('sites.notLoggedIn');
    const colour = missing || changed || factory ? 'red' : loggedIn ? 'green' : 'grey';
    return statusDot(colour, state, hover);
  };

  const columns = computed<VirtualColumn<SiteController>[]>(() => [
    { key: 'status', title: '', width: 24, render: statusCell },
    {
      ...plain('serial', 110),
      render: (c) => serialLink(c, text(c).serial, said('sites.open'), router),
    },
    plain('model', 86),
    plain('firmware', 96),
    {
      ...plain('address', 140),
      render: (c) => {
        const missing = lost.value.get(c.id);
        const words = text(c).address;
        return clipped(words, missing ? localized(missing.message) : words, missing ? 'lost' : '');
      },
    },
    {
      key: 'fingerprint',
      title: head('fingerprint'),
      width: 100,
      render: (c) => fingerprintCell(c.fingerprint256),
    },
    {
      ...plain('trust', 122),
      render: (c) =>
        c.state.identity.state === 'changed'
          ? tag(
              'error',
              said('controllerState.identityShort.changed'),
              `${text(c).trust}: ${c.state.identity.presented ?? ''}`,
              {
                'data-testid': 'site-row-certificate-changed',
              },
            )
          : clipped(text(c).trust),
    },
    { ...plain('session', 88), render: sessionCell },
    {
      ...plain('factory', 142),
      render: (c) => {
        const { state } = c.state.factoryPassword;
        return tag(
          factoryWorks(c) ? 'error' : FACTORY_TAGS[state],
          text(c).factory,
          `${text(c).factory}. ${said(`controllerState.factoryHint.${state}`)}`,
          { 'data-testid': 'site-row-factory' },
        );
      },
    },
    {
      key: 'last',
      title: head('last'),
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
              () => said('sites.locate'),
            )
          : clipped(text(c).last),
    },
  ]);

  return { text, haystack, columns };
}
