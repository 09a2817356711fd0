/**
 * Core says every text through its features' message catalogues (`src/core/<feature>/*.words.ts`,
 * built with src/shared/words/define-words.ts): no Russian anywhere else in core, and every
 * catalogue complete in both languages.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { defineWords } from '../../../src/shared/words/define-words';
import { CYRILLIC, catalogueProblems } from './catalogue-check';

const ROOT = join(import.meta.dirname, '../../..');
const CORE = join(ROOT, 'src/core');

/** The folders of core that say something to an engineer, each through its own catalogue. */
const SPEAKING_FOLDERS = [
  'access-points',
  'engine',
  'flows',
  'jobs',
  'migration',
  'network',
  'password',
  'plans',
  'reach',
  'report',
  'resources',
  'site',
  'state',
  'time',
  'transfer',
  'trust',
  'vpn',
] as const;

const coreFiles = readdirSync(CORE, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.(ts|js|json)$/.test(file))
  .map((file) => relative(ROOT, join(CORE, file)).split('\\').join('/'))
  .sort();
const catalogueFiles = coreFiles.filter((file) => file.endsWith('.words.ts'));

async function loadCatalogues(): Promise<Map<string, Readonly<Record<string, unknown>>>> {
  const found = new Map<string, Readonly<Record<string, unknown>>>();
  for (const file of catalogueFiles) {
    const module = (await import(pathToFileURL(join(ROOT, file)).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      // A catalogue is named <FEATURE>_WORDS; a catalogue file may also hold what core reads
      // in both languages (such as header words of a pasted table).
      if (name.endsWith('_WORDS') && typeof value === 'object' && value !== null) {
        found.set(`${file}: ${name}`, value as Record<string, unknown>);
      }
    }
  }
  return found;
}

describe('core message catalogues', () => {
  it('keeps Russian text only in the catalogues', () => {
    const offenders = coreFiles
      .filter((file) => !file.endsWith('.words.ts'))
      .flatMap((file) =>
        readFileSync(join(ROOT, file), 'utf8')
          .split('\n')
          .flatMap((line, i) => (CYRILLIC.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(offenders).toEqual([]);
  });

  it('names each catalogue after its feature folder, one per folder that speaks', () => {
    for (const file of catalogueFiles) {
      expect(file).toMatch(/^src\/core\/([\w-]+)\/\1\.words\.ts$/);
    }
    const folders = catalogueFiles.map((file) => file.split('/')[2]);
    expect(folders).toEqual(expect.arrayContaining([...SPEAKING_FOLDERS]));
  });

  it('says every entry in English and Russian, with the same values and numbers', async () => {
    const catalogues = await loadCatalogues();
    expect(catalogues.size).toBe(catalogueFiles.length);
    const problems = [...catalogues].flatMap(([name, words]) => catalogueProblems(name, words));
    expect(problems).toEqual([]);
  });

  it('finds a missing language, a lost value and an entry that throws', () => {
    const broken = defineWords({
      fine: { en: 'Fine', ru: 'Хорошо' },
      noRussian: { en: 'Fine', ru: ' ' },
      lostCount: (count: number) => ({ en: `${count} left`, ru: 'Осталось' }),
      lostLabel: (label: string, count: number) => ({
        en: `${label}: ${count}`,
        ru: `${count}`,
      }),
      throws: (list: readonly string[]) => {
        if (list.length > 0) throw new Error('no');
        return { en: 'none', ru: 'нет' };
      },
      pluralSlip: (n: number) => ({
        en: `${n} controller${n === 1 ? '' : 's'}`,
        ru: n === 0 ? 'ни одного контроллера' : `контроллеров: ${n}`,
      }),
    });
    expect(catalogueProblems('BROKEN', broken)).toEqual([
      'BROKEN.noRussian: no Russian',
      'BROKEN.lostCount(probes): Russian lacks 9001 (Осталось)',
      'BROKEN.lostCount(0): Russian lacks 0 (Осталось)',
      'BROKEN.lostCount(1): Russian lacks 1 (Осталось)',
      'BROKEN.lostCount(2): Russian lacks 2 (Осталось)',
      'BROKEN.lostCount(5): Russian lacks 5 (Осталось)',
      'BROKEN.lostCount(11): Russian lacks 11 (Осталось)',
      'BROKEN.lostCount(21): Russian lacks 21 (Осталось)',
      'BROKEN.lostLabel(probes): Russian lacks 9001 (9002)',
      'BROKEN.throws(probes): throws Error: no',
      'BROKEN.pluralSlip(0): Russian lacks 0 (ни одного контроллера)',
    ]);
  });
});
