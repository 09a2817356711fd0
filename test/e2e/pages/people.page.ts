/**
 * The people editors (features/people) inside the data screens' frame: the staff editor in
 * either field set with its ban state, last access and cards, and the identifier, visitor and
 * temporary access editors. The list, the record panel and the confirmation are the frame's
 * (ResourcesPage).
 */
import type { Locator } from 'playwright-core';
import { ResourcesPage } from './resources.page';

export type PeopleEditor = 'staff' | 'identifier' | 'visitor' | 'tmp-access';

export class PeoplePage extends ResourcesPage {
  editor(kind: PeopleEditor): Locator {
    return this.page.getByTestId(`${kind}-editor`);
  }

  /** The form item of a field (label, input, the problem under it). */
  editorField(kind: PeopleEditor, name: string): Locator {
    return this.editor(kind).getByTestId(`${kind}-field-${name}`);
  }

  editorInput(kind: PeopleEditor, name: string): Locator {
    return this.editorField(kind, name).locator('input').first();
  }

  saveEditor(kind: PeopleEditor): Locator {
    return this.page.getByTestId(`${kind}-editor-save`);
  }

  /** What happened to the last change (`data-type` success, warning or error). */
  notice(kind: PeopleEditor): Locator {
    return this.page.getByTestId(`${kind}-editor-notice`);
  }

  /** `modern` or `legacy` (D12). */
  async fieldSet(): Promise<string | null> {
    return this.editor('staff').getAttribute('data-field-set');
  }

  get banState(): Locator {
    return this.page.getByTestId('staff-ban-state');
  }

  get ban(): Locator {
    return this.page.getByTestId('staff-ban');
  }

  get unban(): Locator {
    return this.page.getByTestId('staff-unban');
  }

  get lastAccess(): Locator {
    return this.page.getByTestId('staff-last-access');
  }

  get lastEvents(): Locator {
    return this.page.getByTestId('staff-last-events');
  }

  /** Adds a card code through the cards field's "+" and Enter. */
  async addCard(code: string): Promise<void> {
    const cards = this.page.getByTestId('staff-cards');
    await cards.locator('button').last().click();
    await cards.locator('input').fill(code);
    await cards.locator('input').press('Enter');
  }

  get tomorrow(): Locator {
    return this.page.getByTestId('visitor-tomorrow');
  }

  /** The danger-coloured primary button of the confirmation (a ban). */
  async applyIsDanger(): Promise<boolean> {
    return ((await this.apply.getAttribute('class')) ?? '').includes('n-button--error-type');
  }
}
