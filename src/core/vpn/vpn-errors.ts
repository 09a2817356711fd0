/**
 * What can stop a VPN cluster change (spec 4.12), as data: a code, English and Russian words
 * that say what happened and what to do, and the details behind them.
 */
import type { ErrorData } from '../../shared/errors/error-data';
import type { LocalizedText } from '../../shared/words/localized-text';
import { VPN_WORDS } from './vpn.words';

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
  vpn_member_gone: (d) => VPN_WORDS.noLongerMemberMaster(d.serial),
  vpn_sync_failed: (d) => VPN_WORDS.masterCouldNotSync(d.serial, d.said),
  vpn_sync_stopped: (d) => VPN_WORDS.syncStoppedOnController(d.serial),
  vpn_not_equal: (d) => VPN_WORDS.differsFromMaster(d.serial, d.differences),
  vpn_not_member: (d) => VPN_WORDS.notMember(d.serial, d.master),
  vpn_member_unreadable: (d) => VPN_WORDS.cannotCompare(d.serial),
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
    message: VPN_WORDS.masterToldStopSync(serial, done, total),
    details: { serial, done, total },
  };
}
