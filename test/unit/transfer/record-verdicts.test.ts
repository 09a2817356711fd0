/**
 * What the dry run makes of a source record (docs/decisions.md, "Firmware-era transfer: dry
 * run"): the first rule its payload breaks, in words; new to the target, identical, or with the
 * fields that differ and each side's value, long values cut; secrets written but never
 * compared; and the name a person sees for it, cut at the longest name the app writes.
 */
import { describe, expect, it } from 'vitest';
import { textLimit } from '../../../src/shared/api';
import {
  brokenRule,
  classify,
  recordLabel,
} from '../../../src/core/transfer/record-classification';
import { writablePart, type WritablePart } from '../../../src/core/transfer/transfer-parts';
import type { ControllerPart } from '../../../src/core/transfer/controller-reading';

const U = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function part(name: ControllerPart): WritablePart {
  const found = writablePart(name);
  if (!found) throw new Error(`no writable part ${name}`);
  return found;
}

const door = { name: 'Gate', type: 'entry', controller_uuid: U(9) };

describe('the rule a payload breaks', () => {
  it('is none for a valid payload', () => {
    expect(brokenRule(part('access_points'), door, 'modern')).toBeUndefined();
  });

  it('names the field and what it must be', () => {
    const rule = brokenRule(part('access_points'), { ...door, controller_uuid: 'nope' }, 'modern');
    expect(rule).toMatch(/^controller_uuid: \S/);
  });

  it('names the nested field', () => {
    const rule = brokenRule(
      part('schedules'),
      { name: 'Day', intervals: [{ days: ['mon'], from: '10:00', to: '09:00' }] },
      'modern',
    );
    expect(rule).toBe('intervals.0.to: `from` must be earlier than `to`');
  });

  it('is the message alone when the record as a whole is wrong', () => {
    const rule = brokenRule(part('access_points'), { ...door, stray: 1 }, 'modern');
    expect(rule).toBeDefined();
    expect(rule).not.toMatch(/^: /);
    expect(rule).toContain('stray');
  });
});

describe('a verdict', () => {
  it('is invalid before anything else', () => {
    const verdict = classify(
      part('access_points'),
      { payload: { ...door, name: '' } },
      door,
      'modern',
    );
    expect(verdict.kind).toBe('invalid');
    expect(verdict.kind === 'invalid' && verdict.rule).toMatch(/^name: /);
  });

  it('is create where the target has no such record', () => {
    expect(classify(part('access_points'), { payload: door }, undefined, 'modern')).toEqual({
      kind: 'create',
    });
  });

  it('is identical when every written field matches, whatever else the target holds', () => {
    const held = { ...door, uuid: U(1), state: 'normal', kind: 'single' };
    expect(
      classify(part('access_points'), { payload: door, variant: 'single' }, held, 'modern'),
    ).toEqual({ kind: 'identical' });
  });

  it('names each differing field with both values, and a field the target lacks', () => {
    const verdict = classify(
      part('access_points'),
      { payload: { ...door, type: 'exit', ext_parameters: { delay: 3 } }, variant: 'turnstile' },
      { ...door, kind: 'barrier' },
      'modern',
    );
    expect(verdict).toEqual({
      kind: 'different',
      fields: [
        { field: 'kind', source: 'turnstile', target: 'barrier' },
        { field: 'type', source: '"exit"', target: '"entry"' },
        { field: 'ext_parameters', source: '{"delay":3}' },
      ],
    });
  });

  it('names a field the source lacks with the target’s value alone', () => {
    const verdict = classify(
      part('access_points'),
      { payload: { ...door, ext_parameters: undefined } },
      { ...door, ext_parameters: { delay: 3 } },
      'modern',
    );
    expect(verdict).toEqual({
      kind: 'different',
      fields: [{ field: 'ext_parameters', target: '{"delay":3}' }],
    });
  });

  it('cuts a long value at 120 characters', () => {
    const many = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`p${i}`, 1000 + i]));
    const verdict = classify(
      part('access_points'),
      { payload: { ...door, ext_parameters: many } },
      { ...door, ext_parameters: { p0: 1 } },
      'modern',
    );
    if (verdict.kind !== 'different') throw new Error(verdict.kind);
    const [field] = verdict.fields;
    expect(field?.source).toHaveLength(120);
    expect(field?.source?.startsWith('{"p0":1000,"p1":1001,"p10":1010,')).toBe(true);
    expect(field?.source?.endsWith('…')).toBe(true);
    expect(field?.target).toBe('{"p0":1}');
    const exact = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`q${i}`, 10 + i]));
    const shown = classify(
      part('access_points'),
      {
        payload: {
          ...door,
          ext_parameters: { ...exact, r: 'x'.repeat(113 - JSON.stringify(exact).length) },
        },
      },
      door,
      'modern',
    );
    if (shown.kind !== 'different') throw new Error(shown.kind);
    expect(shown.fields[0]?.source).toHaveLength(120);
    expect(shown.fields[0]?.source?.endsWith('"}')).toBe(true);
  });

  it('does not compare the secrets a controller never shows', () => {
    const user = { login: 'op', password: 'p4ss', role: 'operator' };
    expect(
      classify(part('auth_users'), { payload: user }, { login: 'op', role: 'operator' }, 'modern'),
    ).toEqual({
      kind: 'identical',
    });
    expect(
      classify(part('auth_users'), { payload: user }, { login: 'op', role: 'admin' }, 'modern'),
    ).toEqual({
      kind: 'different',
      fields: [{ field: 'role', source: '"operator"', target: '"admin"' }],
    });
  });
});

describe('the name a person sees', () => {
  it('is surname and name, in either field set', () => {
    expect(recordLabel({ surname: 'Petrov', name: 'Ivan' }, 'k')).toBe('Petrov Ivan');
    expect(recordLabel({ last_name: 'Petrov', first_name: 'Ivan' }, 'k')).toBe('Petrov Ivan');
    expect(recordLabel({ last_name: 'Petrov' }, 'k')).toBe('Petrov');
    expect(recordLabel({ first_name: 'Ivan' }, 'k')).toBe('Ivan');
  });

  it('is the name of what is not a person, else its code, login or key', () => {
    expect(recordLabel({ name: 'Gate' }, 'k')).toBe('Gate');
    expect(recordLabel({ code: '123', login: 'op' }, 'k')).toBe('123');
    expect(recordLabel({ login: 'op', name: 5 }, 'k')).toBe('op');
    expect(recordLabel({ code: 5 }, 'the key')).toBe('the key');
  });

  it('is cut at the longest name the app writes', () => {
    const max = textLimit('name');
    expect(recordLabel({ name: 'n'.repeat(max) }, 'k')).toBe('n'.repeat(max));
    const cut = recordLabel({ name: 'n'.repeat(max + 1) }, 'k');
    expect(cut).toBe(`${'n'.repeat(max - 1)}…`);
  });
});
