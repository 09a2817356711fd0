/**
 * One line of text that ends with an ellipsis at `maxWidth` and shows the whole on hover
 * (screens guide, "Long text never breaks a layout"). A controller may hold a name far past the
 * app's own limits (docs/decisions.md, "Text limits"): the width is bounded here, not by the
 * column, because a table laid out by its content would otherwise grow to the text.
 */
import { h, type VNode } from 'vue';

/** Inline style of a clipped line; also for templates that draw their own element. */
export function clipStyle(maxWidth = '24em'): Record<string, string> {
  return {
    display: 'inline-block',
    maxWidth,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    verticalAlign: 'bottom',
  };
}

/** A span of `text` clipped at `maxWidth`, `hover` (the whole text) in its tooltip. */
export function clipText(
  text: string,
  options: { maxWidth?: string; hover?: string; attrs?: Record<string, unknown> } = {},
): VNode {
  return h(
    'span',
    { ...options.attrs, title: options.hover ?? text, style: clipStyle(options.maxWidth) },
    text,
  );
}
