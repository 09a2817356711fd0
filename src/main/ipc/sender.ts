/**
 * Who may call the app's channels in Electron: the top frame of one of the app's own windows,
 * showing the app's own page (a request from anywhere else is refused). An iframe, a page the
 * window was somehow navigated to, or another web contents is refused.
 */
import { isAppUrl } from '../security';

/** The parts of an `IpcMainInvokeEvent` the check reads. */
export interface SenderInfo {
  sender: { id: number };
  senderFrame: { url: string; parent: unknown } | null;
}

export interface SenderPolicy {
  appUrl: string;
  /** Ids of the app's own windows' web contents. */
  isAppContents: (id: number) => boolean;
}

export function isTrustedSender(event: SenderInfo, policy: SenderPolicy): boolean {
  const frame = event.senderFrame;
  return (
    frame !== null &&
    frame.parent === null &&
    policy.isAppContents(event.sender.id) &&
    isAppUrl(frame.url, policy.appUrl)
  );
}
