/**
 * How big a plan file may be before it is parsed (docs/decisions.md, "Hard edges of files"): a
 * site plan is a few kilobytes, so anything past PLAN_FILE_MAX_BYTES, nested deeper than
 * PLAN_MAX_DEPTH or expanding more than PLAN_MAX_ALIASES aliases is refused as a plan problem
 * at once, before the YAML parser spends seconds and gigabytes on it. The app and the CLI both
 * come here: one limit, one check.
 */
import { open } from 'node:fs/promises';
import type { PlanProblem } from './plan-parse';

import { PLAN_FILE_MAX_BYTES, planSizeProblem } from '../../shared/plans/plan-size';
import { PLANS_WORDS } from './plans.words';

// The size limit is shared with the renderer, which checks a file before it reads it.
export { PLAN_FILE_MAX_BYTES, planSizeProblem };

/** No plan field is nearly this deep (the deepest are about six levels). */
export const PLAN_MAX_DEPTH = 32;
/** Aliases resolved when the plan's YAML is turned into values (the `yaml` package's count). */
export const PLAN_MAX_ALIASES = 100;

export function depthProblem(line: number): PlanProblem {
  return {
    line,
    field: '',
    message: PLANS_WORDS.planNestedDeeperThan(PLAN_MAX_DEPTH),
  };
}

export function aliasProblem(line: number): PlanProblem {
  return {
    line,
    field: '',
    message: PLANS_WORDS.planRepeatsAnchorsAliases(PLAN_MAX_ALIASES),
  };
}

/** A scan's state: inside a quoted string (its quote) or not, the flow depth and the line. */
interface Scan {
  quote: '"' | "'" | undefined;
  flow: number;
  line: number;
}

/**
 * The first line nested deeper than PLAN_MAX_DEPTH, by flow brackets (`[`, `{`) outside quotes
 * and comments plus block indentation levels; 0 when none is. A cheap pass over the text, so
 * a file of ten thousand `[` never reaches the parser (whose recursion it would exhaust).
 */
export function deepLine(text: string): number {
  const scan: Scan = { quote: undefined, flow: 0, line: 1 };
  const indents: number[] = [];
  for (const raw of text.split('\n')) {
    if (scan.quote === undefined && scan.flow === 0) {
      const content = raw.replace(/^[\s-]*/, '');
      if (content !== '' && !content.startsWith('#')) {
        const indent = raw.length - raw.trimStart().length;
        while (indents.length > 0 && indents[indents.length - 1]! >= indent) indents.pop();
        indents.push(indent);
        // `- - - x`: each dash is a level of its own.
        const dashes = (/^[\s-]*/.exec(raw)?.[0] ?? '').split('-').length - 1;
        if (indents.length + dashes > PLAN_MAX_DEPTH) return scan.line;
      }
    }
    if (scanLine(raw, scan)) return scan.line;
    scan.line += 1;
  }
  return 0;
}

/**
 * Moves the scan over one line; true when its flow depth passed PLAN_MAX_DEPTH on it. A quote
 * or a bracket opens only where a value starts (after `:`, `-`, `,`, `[`, `{` or at the start
 * of the line), so `Door [A` or `O'Brien` in a plain value is no nesting and no string.
 */
function scanLine(raw: string, scan: Scan): boolean {
  let lead = '';
  let space = true;
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i]!;
    if (scan.quote === '"') {
      if (c === '\\') i += 1;
      else if (c === '"') scan.quote = undefined;
    } else if (scan.quote === "'") {
      if (c === "'" && raw[i + 1] === "'") i += 1;
      else if (c === "'") scan.quote = undefined;
    } else if (c === '#' && space) {
      return false;
    } else if (VALUE_START.has(lead)) {
      if (c === '"' || c === "'") scan.quote = c;
      else if (c === '[' || c === '{') {
        scan.flow += 1;
        if (scan.flow > PLAN_MAX_DEPTH) return true;
      }
    }
    if ((c === ']' || c === '}') && scan.quote === undefined && scan.flow > 0) scan.flow -= 1;
    space = /\s/.test(c);
    if (!space) lead = c;
  }
  return false;
}

/** What a value may follow ('' is the start of the line). */
const VALUE_START = new Set(['', ':', '-', ',', '[', '{']);

/**
 * A plan file's text, read only when it is within PLAN_FILE_MAX_BYTES (its size is looked at
 * first, so a 50 MB file is refused without being read); `problem` when it is larger. Errors of
 * the file (not there, no permission) are thrown as they are.
 */
export async function readPlanFile(
  file: string,
): Promise<{ text: string } | { problem: PlanProblem }> {
  const handle = await open(file, 'r');
  try {
    const sized = planSizeProblem((await handle.stat()).size);
    if (sized) return { problem: sized };
    // Read to a bound, in case the file grew after it was measured.
    const buffer = Buffer.alloc(PLAN_FILE_MAX_BYTES + 1);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const late = planSizeProblem(bytesRead);
    return late ? { problem: late } : { text: buffer.subarray(0, bytesRead).toString('utf8') };
  } finally {
    await handle.close();
  }
}
