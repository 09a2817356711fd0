/**
 * The editors of the access rules, devices, time tracking and system tabs (features/rules,
 * features/system-data), inside the data screens' frame (resources.page.ts): the schedule's week
 * grid and its interval form, the access profile, the login, and the buttons every editor shares.
 */
import type { Locator } from 'playwright-core';
import { ResourcesPage } from './resources.page';

type Day = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';
const DAYS: readonly Day[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

export class RulesPage extends ResourcesPage {
  // Shared by every editor.

  get editor(): Locator {
    return this.page.getByTestId('rule-editor');
  }

  get editorSave(): Locator {
    return this.page.getByTestId('rule-editor-save');
  }

  get editorRemove(): Locator {
    return this.page.getByTestId('rule-editor-remove');
  }

  /** Why delete is not offered (another reason than the role: the login one is logged in with). */
  get removeReason(): Locator {
    return this.page.getByTestId('rule-editor-remove-reason');
  }

  get notReady(): Locator {
    return this.page.getByTestId('rule-editor-not-ready');
  }

  /** Opens the form of a new record of the open collection. */
  async createNew(): Promise<void> {
    await this.create.click();
    await this.editor.waitFor();
  }

  // Schedules.

  get scheduleName(): Locator {
    return this.page.getByTestId('schedule-name').locator('input');
  }

  get grid(): Locator {
    return this.page.getByTestId('week-grid');
  }

  get gridBody(): Locator {
    return this.page.getByTestId('week-grid-body');
  }

  get blocks(): Locator {
    return this.page.getByTestId('week-grid-block');
  }

  /**
   * Where the grid is once it has stopped moving: the editor's drawer slides in, and a box read
   * while it moves puts a drag a day or more off on a slow machine.
   */
  private async settledGridBox(): Promise<{ x: number; y: number; width: number; height: number }> {
    let last = await this.gridBody.boundingBox();
    for (let tries = 0; tries < 50; tries++) {
      await this.page.waitForTimeout(100);
      const now = await this.gridBody.boundingBox();
      if (now && last && now.x === last.x && now.y === last.y && now.width === last.width) {
        return now;
      }
      last = now;
    }
    throw new Error('the week grid did not stop moving in 5 s');
  }

  /** Drags over the week from one day and time (HH:MM) to another, as with a mouse. */
  async drag(fromDay: Day, from: string, toDay: Day, to: string): Promise<void> {
    await this.gridBody.scrollIntoViewIfNeeded();
    const box = await this.settledGridBox();
    const x = (day: Day) => box.x + ((DAYS.indexOf(day) + 0.5) * box.width) / 7;
    const y = (time: string) => {
      const [h = 0, m = 0] = time.split(':').map(Number);
      return box.y + ((h * 60 + m) / 1440) * box.height;
    };
    await this.page.mouse.move(x(fromDay), y(from));
    await this.page.mouse.down();
    await this.page.mouse.move((x(fromDay) + x(toDay)) / 2, (y(from) + y(to)) / 2, { steps: 4 });
    await this.page.mouse.move(x(toDay), y(to), { steps: 4 });
    await this.page.mouse.up();
  }

  intervalDay(day: Day): Locator {
    return this.page.getByTestId('interval-days').locator(`[data-day="${day}"]`);
  }

  get intervalFrom(): Locator {
    return this.page.getByTestId('interval-from').locator('input');
  }

  get intervalTo(): Locator {
    return this.page.getByTestId('interval-to').locator('input');
  }

  get intervalApply(): Locator {
    return this.page.getByTestId('interval-apply');
  }

  get intervalCancel(): Locator {
    return this.page.getByTestId('interval-cancel');
  }

  /** The schedule's intervals in words, one line each. */
  async intervalWords(): Promise<string[]> {
    return this.page
      .getByTestId('schedule-intervals')
      .locator('li .words')
      .allTextContents()
      .then((lines) => lines.map((l) => l.trim()));
  }

  // Access profiles.

  get profileName(): Locator {
    return this.page.getByTestId('profile-name').locator('input');
  }

  /** Picks the profile's schedule by typing part of its name. */
  async pickSchedule(name: string): Promise<void> {
    await this.pickTyped(this.page.getByTestId('profile-schedule'), name, name);
  }

  get pointBoxes(): Locator {
    return this.page.getByTestId('profile-points').locator('.n-checkbox[data-name]');
  }

  // Logins.

  get loginName(): Locator {
    return this.page.getByTestId('login-name').locator('input');
  }

  role(role: 'admin' | 'operator' | 'viewer'): Locator {
    return this.page.getByTestId('login-role').locator(`[data-role="${role}"]`);
  }

  get password(): Locator {
    return this.page.getByTestId('login-password').locator('input');
  }

  get passwordAgain(): Locator {
    return this.page.getByTestId('login-password-again').locator('input');
  }
}
