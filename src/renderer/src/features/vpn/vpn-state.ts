/**
 * One colour per meaning (screens guide, "Words and states") for a member's sync state: synced
 * green as verified, syncing blue as work under way (a job's "running"), error red, idle grey as
 * not yet, and a state word the contract does not know amber, as needing attention.
 */
import type { useThemeVars } from 'naive-ui';
import type { VpnMemberState } from '../../../../shared/ipc/vpn.schema';

export type StateTag = 'default' | 'info' | 'success' | 'warning' | 'error';

export const VPN_STATE_TAG: Record<VpnMemberState, StateTag> = {
  synced: 'success',
  syncing: 'info',
  error: 'error',
  idle: 'default',
  unknown: 'warning',
};

type ThemeVars = ReturnType<typeof useThemeVars>['value'];

/** The theme's colour of a state, so the diagram reads in the light and in the dark theme. */
export function stateColor(state: VpnMemberState, vars: ThemeVars): string {
  switch (VPN_STATE_TAG[state]) {
    case 'success':
      return vars.successColor;
    case 'info':
      return vars.infoColor;
    case 'error':
      return vars.errorColor;
    case 'warning':
      return vars.warningColor;
    default:
      return vars.textColor3;
  }
}
