/**
 * A plan file's hard edges (docs/decisions.md, "Hard edges of files"): past 2 MiB, nested
 * past 32 levels or expanding aliases past the count, it is refused as a plan problem before
 * the YAML parser spends time on it, in both languages; a good plan with brackets and quotes in
 * its values is not mistaken for a deep one.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  deepLine,
  PLAN_FILE_MAX_BYTES,
  PLAN_MAX_DEPTH,
  readPlanFile,
} from '../../../src/core/plans/plan-bounds';
import { parseSitePlan, type PlanProblem } from '../../../src/core/plans/plan-parse';
import { planRead } from '../../../src/shared/ipc/plans.schema';

function problems(text: string): PlanProblem[] {
  const parsed = parseSitePlan(text);
  if (parsed.ok) throw new Error('the plan was accepted');
  return parsed.problems;
}

/** A plan with `extra` comment bytes after it. */
const padded = (bytes: number) =>
  `planVersion: 1\ncontrollers:\n  YARD-01:\n    time: { zone: UTC, ntp: false }\n# ${'x'.repeat(bytes)}\n`;

describe('plan file bounds', () => {
  it('refuses a text past 2 MiB as one problem of the whole file', () => {
    const [problem, ...rest] = problems(padded(PLAN_FILE_MAX_BYTES));
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ line: 0, field: '' });
    expect(problem!.message.en).toContain('larger than a plan may be (2048 KiB)');
    expect(problem!.message.ru).toContain('больше допустимого для плана (2048 KiB)');
  });

  it('lets the app hand a text past the limit to core, which answers the problem', () => {
    const text = padded(PLAN_FILE_MAX_BYTES);
    expect(planRead.input.safeParse({ text, fileName: 'big.yaml' }).success).toBe(true);
  });

  it('accepts a plan just under the limit', () => {
    expect(parseSitePlan(padded(PLAN_FILE_MAX_BYTES - 200)).ok).toBe(true);
  });

  it('reads a file past the limit without reading it, and one within it whole', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'plan-bounds-'));
    const big = join(dir, 'big.yaml');
    await writeFile(big, padded(50 * 1024 * 1024));
    const refused = await readPlanFile(big);
    expect('problem' in refused && refused.problem.message.en).toContain('51201 KiB');
    const small = join(dir, 'small.yaml');
    await writeFile(small, padded(10));
    expect(await readPlanFile(small)).toEqual({ text: padded(10) });
  });

  it('refuses flow nesting past the depth at its line, before parsing', () => {
    const text = `planVersion: 1\ncontrollers:\n  A: ${'['.repeat(20_000)}${']'.repeat(20_000)}\n`;
    const [problem] = problems(text);
    expect(problem).toMatchObject({ line: 3, field: '' });
    expect(problem!.message.en).toContain(`deeper than ${PLAN_MAX_DEPTH} levels`);
  });

  it('refuses block nesting past the depth', () => {
    const lines = Array.from({ length: 40 }, (_, i) => `${' '.repeat(i)}k${i}:`);
    const [problem] = problems(`${lines.join('\n')} 1\n`);
    expect(problem!.line).toBe(PLAN_MAX_DEPTH + 1);
    expect(problem!.message.ru).toContain(`глубже ${PLAN_MAX_DEPTH} уровней`);
  });

  it('does not count brackets and quotes inside values, strings or comments', () => {
    const brackets = '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[';
    const text =
      `planVersion: 1 # ${brackets}\n` +
      `controllers:\n  YARD-01:\n    accessPoints:\n` +
      `      - { name: "Door ${brackets}", kind: door, type: door }\n` +
      `      - { name: 'O''Brien ${brackets}', kind: door, type: door }\n` +
      Array.from(
        { length: 40 },
        (_, i) => `      - name: Door ${i} [A\n        kind: door\n        type: door\n`,
      ).join('');
    expect(deepLine(text)).toBe(0);
  });

  it('refuses aliases expanding past the count as a plan problem at the first alias', () => {
    const anchors = ['a: &a [x, x, x, x, x, x, x, x, x, x]'];
    for (let i = 1; i < 9; i++) {
      const name = String.fromCharCode(97 + i);
      const previous = String.fromCharCode(96 + i);
      anchors.push(`${name}: &${name} [${Array(10).fill(`*${previous}`).join(', ')}]`);
    }
    const [problem, ...rest] = problems(`${anchors.join('\n')}\n`);
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ line: 2, field: '' });
    expect(problem!.message.en).toContain('more than 100 times');
    expect(problem!.message.ru).toContain('больше 100 раз');
  });
});
