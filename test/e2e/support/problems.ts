/**
 * Collects what must never happen on a page: uncaught errors, console errors (CSP violations
 * among them) and requests to anywhere but the host itself.
 */
import type { Page } from 'playwright-core';

export function watchProblems(page: Page, origin: string): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('request', (request) => {
    const url = request.url();
    if (
      !url.startsWith(origin) &&
      !url.startsWith(origin.replace('http:', 'ws:')) &&
      !url.startsWith('data:')
    ) {
      problems.push(`request to ${url}`);
    }
  });
  return problems;
}
