/**
 * THE PLACE FOR THE SITE SCREEN'S FIGURES. test/bench/scale-screen.ts (written apart from this
 * benchmark) exports `measureSiteScreen({ dataDir, env })`: it opens the browser host on the
 * benchmark's data folder while the fleet of 1,000 still runs and measures the site screen in
 * Chromium. This benchmark calls it after the second apply at its largest size when the file is
 * there, and works without it. Whatever figures it answers (first rows, sorting and filtering
 * per key, the longest frame) become rows of a table in the section (scale-doc.ts).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const SITE_SCREEN_MODULE = fileURLToPath(new URL('./scale-screen.ts', import.meta.url));

/** The figures as the module answers them: names and values, nested one level or more. */
export type ScreenFigures = Record<string, unknown>;

interface ScreenModule {
  measureSiteScreen(options: { dataDir: string; env: NodeJS.ProcessEnv }): Promise<unknown>;
}

function isScreenModule(value: unknown): value is ScreenModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Partial<ScreenModule>).measureSiteScreen === 'function'
  );
}

/** The site screen's figures, or undefined when test/bench/scale-screen.ts is not there. */
export async function measureScreen(options: {
  dataDir: string;
  env: NodeJS.ProcessEnv;
}): Promise<ScreenFigures | undefined> {
  if (!existsSync(SITE_SCREEN_MODULE)) return undefined;
  const module: unknown = await import(SITE_SCREEN_MODULE);
  if (!isScreenModule(module))
    throw new Error(`${SITE_SCREEN_MODULE} does not export measureSiteScreen`);
  const figures = await module.measureSiteScreen(options);
  if (typeof figures !== 'object' || figures === null)
    throw new Error(`measureSiteScreen answered ${JSON.stringify(figures)}, not figures`);
  return figures as ScreenFigures;
}

/** "name | value" rows of the figures, nested names joined with " / ", numbers rounded. */
export function screenRows(figures: ScreenFigures, prefix = ''): [string, string][] {
  return Object.entries(figures).flatMap(([name, value]): [string, string][] => {
    const label = prefix ? `${prefix} / ${name}` : name;
    if (typeof value === 'number')
      return [[label, Number.isInteger(value) ? String(value) : value.toFixed(1)]];
    if (Array.isArray(value)) return arrayRows(label, value);
    if (typeof value === 'object' && value !== null)
      return screenRows(value as ScreenFigures, label);
    return [[label, JSON.stringify(value)]];
  });
}

/** Numbers on one row; timed actions (`{ action, ms }`) one row each; anything else as JSON. */
function arrayRows(label: string, values: unknown[]): [string, string][] {
  if (values.every((v) => typeof v === 'number'))
    return [[label, values.map((v) => v.toFixed(1)).join(', ') || '-']];
  return values.map((v, i): [string, string] => {
    const timed = v as { action?: unknown; ms?: unknown };
    return typeof timed.ms === 'number'
      ? [`${label} / ${typeof timed.action === 'string' ? timed.action : i}`, timed.ms.toFixed(1)]
      : [`${label} / ${i}`, JSON.stringify(v)];
  });
}
