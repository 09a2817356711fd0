/**
 * A site controller's state as one row of `turnkey site show`, in the words the app uses
 * (shared/state/controller-state.ts derives it; this only says it).
 */
import type { SiteController } from '../../shared/ipc/site.schema';
import { formatAddress } from '../../core/client/controller-address';
import { localTime } from './words';

const IDENTITY = { trusted: 'trusted', new: 'not trusted yet', changed: 'CHANGED' } as const;
const FACTORY = {
  in_use: 'STILL IN USE',
  changed: 'changed',
  not_checked: 'not checked',
  cannot_change: 'cannot be changed here (firmware 1.5)',
} as const;

export function stateRow(c: SiteController): string[] {
  const { state } = c;
  const identity = IDENTITY[state.identity.state];
  const reach =
    state.reach.state === 'answers'
      ? 'yes'
      : state.reach.state === 'silent'
        ? `silent since ${state.reach.since ? localTime(state.reach.since) : '?'}`
        : '-';
  const verified = Object.entries(state.areas)
    .map(([area, check]) => `${area} ${check.outcome === 'verified' ? 'ok' : 'FAILED'}`)
    .join(', ');
  return [
    c.serial ?? '-',
    formatAddress(c.address),
    identity,
    reach,
    FACTORY[state.factoryPassword.state],
    verified || '-',
  ];
}

/** Under the table: each controller whose certificate changed, with both fingerprints in full. */
export function changedCertificateLines(controllers: readonly SiteController[]): string {
  return controllers
    .filter((c) => c.state.identity.state === 'changed')
    .map(
      (c) =>
        `${c.serial ?? formatAddress(c.address)}: certificate CHANGED, nothing is sent to it.\n` +
        `  trusted:   ${c.fingerprint256}\n  presented: ${c.state.identity.presented ?? '?'}\n`,
    )
    .join('');
}
