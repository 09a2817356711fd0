/**
 * The cells of the site's work list that are more than words: the status dot, the serial as a
 * link to its controller, the short fingerprint and the compact tags. Each keeps one line (screens
 * guide, "Tables") and shows its whole text on hover, so a narrow screen loses nothing.
 */
import { h, type VNode } from 'vue';
import type { Router } from 'vue-router';
import type { SiteController } from '../../../../shared/ipc/site.schema';

type TagType = 'error' | 'success' | 'warning' | 'default';

/** Text cut with an ellipsis at its column's edge, the whole of it on hover. */
export function clipped(text: string, hover = text, className = ''): VNode {
  return h('span', { class: ['clip', className], title: hover }, text);
}

/**
 * A small borderless tag that ends with an ellipsis when its column is narrower than its words.
 * Drawn as a styled span (site-work-table.css), not naive-ui's NTag: a component with its own
 * theme and inline style for every tag of every row cost a big site's list its scrolling.
 */
export function tag(type: TagType, text: string, hover: string, attrs: object = {}): VNode {
  return h('span', { class: ['tag', type], title: hover, ...attrs }, text);
}

/**
 * The serial opens the controller's page, as a link: a click, Enter, or a new window. A plain
 * link with the route's address, not a RouterLink: that component follows the route for every
 * row drawn, which cost a big site's list a good part of its first rows.
 */
export function serialLink(c: SiteController, text: string, hover: string, router: Router): VNode {
  const to = { name: 'controller', params: { id: c.id } };
  return h(
    'a',
    {
      href: router.resolve(to).href,
      class: 'serial clip',
      title: hover,
      // The row is the list's tab stop and opens on Enter too (components/AppVirtualTable.vue).
      tabindex: -1,
      'data-testid': 'site-row-open',
      onClick: (event: MouseEvent) => {
        // A new tab or window (a modifier or another button) is the browser's to open.
        if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)
          return;
        event.preventDefault();
        void router.push(to);
      },
    },
    text,
  );
}

/**
 * `E0:0F…BB:C0`: the first and last two pairs, short enough for a row at 1366 px; the whole
 * fingerprint is its hover text and what a screen reader says, and the trust dialog compares it
 * group by group.
 */
export function fingerprintCell(fingerprint256: string): VNode {
  const pairs = fingerprint256.split(':');
  const short =
    pairs.length > 4
      ? `${pairs.slice(0, 2).join(':')}…${pairs.slice(-2).join(':')}`
      : fingerprint256;
  return h(
    'code',
    {
      class: 'mono fingerprint',
      title: fingerprint256,
      'aria-label': fingerprint256,
      'data-testid': 'fingerprint-short',
    },
    short,
  );
}

/** The coloured dot at the start of a row: red danger, green logged in, grey not yet. */
export function statusDot(colour: 'red' | 'green' | 'grey', state: string, hover: string): VNode {
  return h('span', { class: ['dot', colour], 'data-state': state, title: hover });
}
