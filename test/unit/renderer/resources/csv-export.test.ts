import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from '../../../../src/renderer/src/features/resources/csv-export';

describe('CSV export (RFC 4180)', () => {
  it('leaves plain fields as they are', () => {
    expect(csvField('Иванов')).toBe('Иванов');
    expect(csvField('')).toBe('');
  });

  it('quotes fields with a comma, a quote, CR or LF, doubling inner quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
  });

  it('writes a header and one CRLF-ended line per row', () => {
    expect(
      toCsv(
        ['name', 'items'],
        [
          ['Doors', '[{"value":"1","label":"A, B"}]'],
          ['—', 'x'],
        ],
      ),
    ).toBe('name,items\r\nDoors,"[{""value"":""1"",""label"":""A, B""}]"\r\n—,x\r\n');
  });
});
