/**
 * Response headers of the page, in both shells (the browser host, the Electron window's own
 * scheme). The Content-Security-Policy is the one written in the
 * built page's own `<meta>` (so the Electron window and the host enforce the same policy and it
 * is written once, in src/renderer/index.html), plus `frame-ancestors 'none'`, which only works
 * as a header: no other page may frame the app.
 */
export const FALLBACK_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'";

const META_CSP = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]+)"/i;

/** The policy of a page's CSP meta tag, whitespace normalised; undefined when it has none. */
export function metaCsp(html: string): string | undefined {
  return META_CSP.exec(html)?.[1]?.replace(/\s+/g, ' ').trim();
}

export function pageCsp(html: string): string {
  return `${metaCsp(html) ?? FALLBACK_CSP}; frame-ancestors 'none'`;
}

/** Headers on every answer: no sniffing, no referrer (the URL holds the token), no framing. */
export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

export function contentType(extension: string): string {
  return TYPES[extension.toLowerCase()] ?? 'application/octet-stream';
}
