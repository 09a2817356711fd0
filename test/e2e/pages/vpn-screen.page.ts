/**
 * The VPN cluster screen (features/vpn) on top of the wizard pages its changes run through: the
 * cluster built from a master picked on the screen, and each master's members as its table shows
 * them.
 */
import type { Locator } from 'playwright-core';
import { TimePage } from './time.page';

export class VpnScreenPage extends TimePage {
  get navVpn(): Locator {
    return this.page.getByTestId('nav-vpn');
  }

  /** The VPN screen once its first read has answered. */
  get screen(): Locator {
    return this.page.locator('[data-testid="vpn-view"][data-loaded="yes"]');
  }

  master(id: string): Locator {
    return this.page.locator(`[data-testid="vpn-master"][data-controller-id="${id}"]`);
  }

  /** What the member table of this master shows: serial -> state. */
  async memberStates(masterId: string): Promise<Record<string, string>> {
    const rows = await this.master(masterId).getByTestId('vpn-member-row').all();
    const pairs = await Promise.all(
      rows.map(async (row): Promise<[string, string]> => [
        (await row.getAttribute('data-serial')) ?? '',
        (await row.getAttribute('data-state')) ?? '',
      ]),
    );
    return Object.fromEntries(pairs);
  }

  /** Opens the cluster wizard for `master` (a serial) with these members, up to its plan. */
  async planCluster(master: string, members: readonly string[]): Promise<void> {
    await this.page.getByTestId('vpn-build-master').locator('.n-base-selection').click();
    await this.page.locator('.n-base-select-option', { hasText: master }).first().click();
    await this.page.getByTestId('vpn-build-start').click();
    await this.wizard.waitFor();
    await this.fieldItem('members').locator('.n-base-selection').click();
    for (const member of members)
      await this.page.locator('.n-base-select-option', { hasText: member }).first().click();
    await this.page.keyboard.press('Escape');
    await this.next.click();
    await this.confirm.waitFor();
  }
}
