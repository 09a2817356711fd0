import { describe, expect, it } from 'vitest';
import {
  referenceList,
  referenceText,
} from '../../../../src/renderer/src/features/resources/reference-fields';

const names = new Map([
  ['p-1', 'Main entrance'],
  ['p-2', 'Warehouse gate'],
]);
const name = (key: string) => names.get(key);

describe('a field pointing at other records', () => {
  it('is known by the name the description gives it, and nothing else is', () => {
    expect(referenceList('access_points')).toBe('accessPoints');
    expect(referenceList('schedule_uuid')).toBe('schedules');
    expect(referenceList('user_uuid')).toBe('people');
    expect(referenceList('provider_service_id')).toBe('providers');
    expect(referenceList('name')).toBeUndefined();
    expect(referenceList('toString')).toBeUndefined();
  });

  it('shows names in place of keys, one or a list, and a key with no name as it is', () => {
    expect(referenceText('p-1', name)).toBe('Main entrance');
    expect(referenceText(['p-2', 'p-1'], name)).toBe('Warehouse gate, Main entrance');
    expect(referenceText(['p-1', 'gone'], name)).toBe('Main entrance, gone');
  });

  it('has nothing to say for an empty or non-key value', () => {
    expect(referenceText(undefined, name)).toBeUndefined();
    expect(referenceText('', name)).toBeUndefined();
    expect(referenceText([], name)).toBeUndefined();
    expect(referenceText({ uuid: 'p-1' }, name)).toBeUndefined();
  });
});
