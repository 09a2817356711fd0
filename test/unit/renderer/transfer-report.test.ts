import { describe, expect, it } from 'vitest';
import type { TransferPart, TransferReport } from '../../../src/shared/ipc/transfer.schema';
import {
  hasRunCounts,
  leftOver,
  splitParts,
  verdictOf,
} from '../../../src/renderer/src/features/transfer/transfer-report';

function part(name: string, counts: Partial<TransferPart> = {}): TransferPart {
  return {
    part: name,
    source: 0,
    create: 0,
    identical: 0,
    different: 0,
    invalid: 0,
    created: 0,
    updated: 0,
    kept: 0,
    refused: 0,
    dropped: {},
    defaulted: {},
    notes: [],
    samples: [],
    ...counts,
  };
}

const side = { label: 'x', firmware: '1.7.0', fieldSet: 'modern' as const };

function report(mode: TransferReport['mode'], parts: TransferPart[], equal?: boolean) {
  return {
    mode,
    source: side,
    target: side,
    onConflict: 'keep' as const,
    parts,
    ...(equal === undefined ? {} : { equal }),
  } satisfies TransferReport;
}

describe('a transfer report on the screen', () => {
  it('counts what is left as the engine does: kept differences are not, parts not carried are not', () => {
    const parts = [
      part('staff', { source: 10, identical: 7, different: 2, kept: 1, create: 1 }),
      part('identifiers', {
        source: 5,
        create: 5,
        notCarried: { en: 'no such section', ru: 'нет раздела' },
      }),
    ];
    expect(leftOver(parts)).toEqual({ differences: 1, missing: 1 });
  });

  it('says equal, different or only planned', () => {
    const same = [part('staff', { source: 3, identical: 3, created: 3 })];
    expect(verdictOf(report('verify', same, true))).toEqual({ kind: 'equal' });
    const left = [part('staff', { source: 3, identical: 1, different: 1, create: 1 })];
    expect(verdictOf(report('verify', left, false))).toEqual({
      kind: 'different',
      differences: 1,
      missing: 1,
    });
    // The engine's own verdict wins over a count the screen would make.
    expect(verdictOf(report('verify', left, true))).toEqual({ kind: 'equal' });
    expect(verdictOf(report('plan', same))).toEqual({ kind: 'plan' });
  });

  it('shows parts with records or something to say, and only names the empty ones', () => {
    const { shown, empty } = splitParts(
      report('plan', [
        part('schedules', { source: 2, create: 2 }),
        part('identifiers', { notCarried: { en: 'no such section', ru: 'нет раздела' } }),
        part('visitors'),
        part('staff', { source: 0, notes: [{ en: 'n', ru: 'н' }] }),
        part('directories'),
      ]),
    );
    expect(shown.map((p) => p.part)).toEqual(['schedules', 'identifiers', 'staff']);
    expect(empty.map((p) => p.part)).toEqual(['visitors', 'directories']);
  });

  it('has the run’s own counts after a run, not in a dry run', () => {
    expect(hasRunCounts(report('plan', [part('staff', { source: 3, create: 3 })]))).toBe(false);
    expect(hasRunCounts(report('verify', [part('staff', { source: 3, identical: 3 })]))).toBe(true);
  });
});
