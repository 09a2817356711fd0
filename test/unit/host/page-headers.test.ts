import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FALLBACK_CSP, metaCsp, pageCsp } from '../../../src/core/page/page-headers';

const source = readFileSync('src/renderer/index.html', 'utf8');

describe('the page policy', () => {
  it('is written once, in the renderer page, and is strict', () => {
    const policy = metaCsp(source);
    expect(policy).toBeDefined();
    const directives = new Map(
      (policy ?? '').split(';').map((part) => {
        const [name = '', ...values] = part.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'none'"]);
    // naive-ui injects its styles at run time: inline styles, never inline scripts or eval.
    expect(directives.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy).not.toMatch(/unsafe-eval|\*|http:|ws:/);
  });

  it('is what the host sends, plus frame-ancestors', () => {
    expect(pageCsp(source)).toBe(`${metaCsp(source)}; frame-ancestors 'none'`);
  });

  it('falls back to the same strict policy for a page without one', () => {
    expect(pageCsp('<html></html>')).toBe(`${FALLBACK_CSP}; frame-ancestors 'none'`);
    expect(FALLBACK_CSP).toBe(metaCsp(source));
  });
});
