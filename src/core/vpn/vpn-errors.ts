/**
 * What can stop a VPN cluster change (spec 4.12), as data: a code, English and Russian words
 * that say what happened and what to do, and the details behind them.
 */
import type { ErrorData } from '../../shared/errors/error-data';
import type { LocalizedText } from '../../shared/words/localized-text';

interface VpnErrorDetails {
  vpn_member_gone: { serial: string };
  vpn_sync_failed: { serial: string; said: string };
  vpn_sync_stopped: { serial: string };
  vpn_not_equal: { serial: string; differences: number };
  vpn_not_member: { serial: string; master: string };
  vpn_member_unreadable: { serial: string };
}

type VpnErrorCode = keyof VpnErrorDetails;

const MESSAGES: { [C in VpnErrorCode]: (d: VpnErrorDetails[C]) => LocalizedText } = {
  vpn_member_gone: (d) => ({
    en: `${d.serial} is no longer a member of this master (removed while it synced?). Look at the cluster again.`,
    ru: `${d.serial} больше не участник этого мастера (удалён во время синхронизации?). Посмотрите кластер ещё раз.`,
  }),
  vpn_sync_failed: (d) => ({
    en: `The master could not sync ${d.serial}${d.said ? `: "${d.said}"` : ''}. Check that the member is on and reachable from the master and has the master's administrator account, then sync again.`,
    ru: `Мастер не смог синхронизировать ${d.serial}${d.said ? `: «${d.said}»` : ''}. Проверьте, что участник включён, доступен мастеру и имеет учётную запись администратора мастера, затем повторите синхронизацию.`,
  }),
  vpn_sync_stopped: (d) => ({
    en: `The sync of ${d.serial} was stopped on the controller (by another client, or the master restarted). Sync again to finish it.`,
    ru: `Синхронизация ${d.serial} остановлена на контроллере (другим клиентом или перезапуском мастера). Запустите её снова, чтобы завершить.`,
  }),
  vpn_not_equal: (d) => ({
    en: `${d.serial} differs from the master in ${d.differences} record(s): see the verification. Sync again, then verify.`,
    ru: `${d.serial} отличается от мастера в записях: ${d.differences}; см. проверку. Синхронизируйте ещё раз и проверьте.`,
  }),
  vpn_not_member: (d) => ({
    en: `${d.serial} is not a member of ${d.master}.`,
    ru: `${d.serial} не участник кластера ${d.master}.`,
  }),
  vpn_member_unreadable: (d) => ({
    en: `${d.serial} cannot be compared: this computer does not reach it logged in. Add it to the site and log in, then verify.`,
    ru: `${d.serial} нельзя сравнить: этот компьютер не подключён к нему с входом. Добавьте его на объект и войдите, затем проверьте.`,
  }),
};

export function vpnError<C extends VpnErrorCode>(code: C, details: VpnErrorDetails[C]): ErrorData {
  return { code, message: MESSAGES[code](details), details: { ...details } };
}

/**
 * This job's "Stop now": the master was told to stop the member's sync. `cancelled`, so the
 * runner ends the member stopped, not failed (docs/decisions.md, "Stopping a job").
 */
export function syncStoppedHere(serial: string, done: number, total: number): ErrorData {
  return {
    code: 'cancelled',
    message: {
      en: `The master was told to stop the sync of ${serial} (${done} of ${total} records copied); what was copied stays on it. Sync again to finish it.`,
      ru: `Мастеру отправлена остановка синхронизации ${serial} (скопировано записей: ${done} из ${total}); скопированное остаётся на нём. Запустите синхронизацию снова, чтобы завершить.`,
    },
    details: { serial, done, total },
  };
}
