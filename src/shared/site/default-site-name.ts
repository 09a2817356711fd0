/**
 * "Site 2026-11-29": the name of the site made when controllers join and none is open, after
 * the laptop's local date (docs/decisions.md, "Trust and log in from the search"). Shared so the
 * page can say the name before the shell makes the site.
 */
export function defaultSiteName(now: Date = new Date()): string {
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((n) => String(n).padStart(2, '0'))
    .join('-');
  return `Site ${day}`;
}
