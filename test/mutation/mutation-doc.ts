/**
 * The "Mutation scores" section of docs/benchmarks.md: each module's score (Stryker's: killed and
 * timed-out mutants over all valid ones; mutants that do not compile are not counted) against the
 * mark of 85 %, and every mutant no test killed, with why it is left.
 */
import { loadavg } from 'node:os';
import type { MutantResult } from '@stryker-mutator/api/core';
import { measuredOn, recordSection } from '../bench/bench-doc';
import type { MutationModule } from './modules';
import { SURVIVORS, survivorKey } from './survivors';

export const MARK = 0.85;

export interface ModuleScore {
  module: MutationModule;
  tests: number;
  results: MutantResult[];
  sources: Record<string, string>;
  minutes: number;
}

const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

export function scoreOf(results: MutantResult[]) {
  const detected = results.filter((r) => DETECTED.has(r.status)).length;
  const undetected = results.filter((r) => UNDETECTED.has(r.status)).length;
  const valid = detected + undetected;
  return { detected, undetected, valid, score: valid === 0 ? 1 : detected / valid };
}

/**
 * The mutated text, on one line, from the file as it was when mutated. Stryker's locations count
 * lines and columns from 1 (the mutation-testing report schema).
 */
function originalText(source: string, result: MutantResult): string {
  const lines = source.split('\n');
  const { start, end } = result.location;
  const line = (n: number) => lines[n - 1] ?? '';
  const text =
    start.line === end.line
      ? line(start.line).slice(start.column - 1, end.column - 1)
      : [
          line(start.line).slice(start.column - 1),
          ...lines.slice(start.line, end.line - 1),
          line(end.line).slice(0, end.column - 1),
        ].join('\n');
  return text.replace(/\s+/g, ' ').trim();
}

const short = (text: string) => (text.length > 70 ? `${text.slice(0, 67)}...` : text);
const cell = (text: string) => `\`${short(text).replace(/\|/g, '\\|').replace(/`/g, "'")}\``;

function survivorRows(score: ModuleScore): string[] {
  return score.results
    .filter((r) => UNDETECTED.has(r.status))
    .sort(
      (a, b) =>
        a.fileName.localeCompare(b.fileName) ||
        a.location.start.line - b.location.start.line ||
        a.location.start.column - b.location.start.column,
    )
    .map((r) => {
      const file = score.module.files.find((f) => r.fileName.endsWith(f)) ?? r.fileName;
      const original = originalText(score.sources[file] ?? '', r);
      const replacement = (r.replacement ?? '').replace(/\s+/g, ' ').trim();
      const why =
        SURVIVORS[survivorKey(file, r.mutatorName, original, replacement)] ?? 'not explained';
      return `| ${file}:${r.location.start.line} | ${r.mutatorName} | ${cell(original)} | ${cell(replacement)} | ${r.status === 'NoCoverage' ? 'no test reaches it' : 'survived'} | ${why} |`;
    });
}

/** What the section shows of one module, kept between runs so that a run of some modules keeps the others. */
export interface ModuleEntry {
  name: string;
  date: string;
  row: string;
  survivors: string[];
}

export function moduleEntry(s: ModuleScore): ModuleEntry {
  const { detected, valid, score } = scoreOf(s.results);
  const percent = `${(score * 100).toFixed(1)} %`;
  return {
    name: s.module.name,
    date: new Date().toISOString().slice(0, 10),
    row: `| ${s.module.name} | ${s.module.files.length} | ${s.tests} | ${valid} | ${detected} | ${valid - detected} | ${percent} | ${score >= MARK ? 'met' : 'MISSED'} | ${s.minutes.toFixed(1)} |`,
    survivors: survivorRows(s),
  };
}

export async function writeScores(entries: ModuleEntry[], file: string): Promise<void> {
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
  const survivors = entries.flatMap((e) =>
    e.survivors.length === 0
      ? []
      : [
          '',
          `**${e.name}**`,
          '',
          '| Where | Mutator | Original | Mutant | | Why it is left |',
          '| --- | --- | --- | --- | --- | --- |',
          ...e.survivors,
        ],
  );
  const dates = [...new Set(entries.map((e) => e.date))].sort().join(' to ');
  await recordSection(
    'Mutation scores',
    [
      `${measuredOn(file)} Modules measured ${dates}; load average at the end of the last run: ${load}.`,
      '',
      "`npm run mutation` runs StrykerJS (its Vitest runner, with the TypeScript checker so that mutants that do not compile are not counted) over each module's files, with the unit and integration tests that import them plus those the module names (test/mutation/modules.ts), in a private network namespace. Score: mutants killed (a test failed or timed out) over every valid mutant, including those no test reaches. Mark: at least 85 % per module. `npm run mutation -- WORD` measures the modules whose name holds the word and keeps the others' rows from their last run.",
      '',
      '| Module | Files | Test files | Mutants | Killed | Left | Score | Mark | Minutes |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: |',
      ...entries.map((e) => e.row),
      '',
      'Every mutant left alive, and why (test/mutation/survivors.ts):',
      ...(survivors.length === 0 ? ['', 'None.'] : survivors),
    ].join('\n'),
  );
}
