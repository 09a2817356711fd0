import { describe, expect, it } from 'vitest';
import {
  checkTypedRange,
  rangeProblemOf,
  searchableNetwork,
} from '../../../src/renderer/src/stores/discovery-ranges';

const message = { en: 'x', ru: 'x' };

describe('the ranges typed on the discovery screen', () => {
  it('are kept in their canonical text, and a repeat or a wrong one is refused', () => {
    expect(checkTypedRange(' 10.0.0.20-40 ', [])).toEqual({ range: '10.0.0.20-10.0.0.40' });
    expect(checkTypedRange('10.0.0.7/24', ['10.0.0.0/24'])).toEqual({ problem: 'duplicate' });
    expect(checkTypedRange('10.0.0.0/8', [])).toEqual({ problem: 'too_large' });
  });

  it('offer a network wider than a search accepts as the /24 around this computer', () => {
    const item = { name: 'lo', address: '127.0.0.1', internal: true, hosts: 16_777_214 };
    expect(searchableNetwork({ ...item, network: '127.0.0.0/8' })).toBe('127.0.0.0/24');
    expect(searchableNetwork({ ...item, address: '10.1.7.9', network: '10.1.0.0/16' })).toBe(
      '10.1.0.0/16',
    );
  });

  it('take a refusal by the shell that names a range to the field', () => {
    const malformed = {
      code: 'invalid_input',
      message,
      details: { channel: 'discovery:start', issues: [{ path: 'ranges.0', message: 'x' }] },
    };
    expect(rangeProblemOf(malformed)).toBe('format');
    const large = {
      code: 'validation',
      message,
      details: { field: 'ranges', rule: 'large_range' },
    };
    expect(rangeProblemOf(large)).toBe('large');
    const other = { code: 'validation', message, details: { field: 'ports', rule: 'range' } };
    expect(rangeProblemOf(other)).toBeUndefined();
  });
});
