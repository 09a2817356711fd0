/**
 * Where the handover report's font is (docs/decisions.md, "Handover report"): DejaVu Sans, which
 * has Cyrillic, is bundled in `resources/fonts`. The packaged app has it beside its archive
 * (electron-builder's extraResources, `<resources>/fonts`); a checkout and the CLI bundle find
 * it above their own file, as the CLI finds its package.json.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ReportFonts {
  regular: string;
  bold: string;
}

const REGULAR = 'DejaVuSans.ttf';
const BOLD = 'DejaVuSans-Bold.ttf';

function candidates(): string[] {
  const found: string[] = [];
  const packaged = (process as NodeJS.Process & { resourcesPath?: string }).resourcesPath;
  if (packaged) found.push(join(packaged, 'fonts'));
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    found.push(join(dir, 'resources', 'fonts'));
    if (dirname(dir) === dir) break;
  }
  return found;
}

let cached: ReportFonts | undefined;

export function reportFonts(): ReportFonts {
  if (cached) return cached;
  const dir = candidates().find((d) => existsSync(join(d, REGULAR)) && existsSync(join(d, BOLD)));
  if (!dir) throw new Error(`the report's font (${REGULAR}) is missing from resources/fonts`);
  cached = { regular: join(dir, REGULAR), bold: join(dir, BOLD) };
  return cached;
}
