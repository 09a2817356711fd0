/**
 * CLI tables fit the terminal (docs/decisions.md, "CLI tables fit the terminal"): the widest
 * column wraps word by word onto continuation lines so no line is longer than the width, a word
 * longer than its column is broken, `--wide` keeps every cell on one line, and the width comes
 * from the terminal, else COLUMNS, else 100.
 */
import { describe, expect, it } from 'vitest';
import { columnWidths, renderTable, terminalWidth } from '../../../../src/cli/output/table';
import { wrapCell } from '../../../../src/cli/output/wrap';

const longest = (text: string) => Math.max(...text.split('\n').map((l) => [...l].length));

const header = ['Controller', 'Section', 'Field', 'Now -> after'];
const rows = [
  ['TKDEMO01', 'Time', 'Time zone', 'Europe/Moscow -> Asia/Yekaterinburg'],
  [
    'TKDEMO01',
    'Access points',
    'Проходная 2',
    '- -> Turnstile (entrance); Time to pass after a grant, s: 7; Drive rotation direction: counterclockwise',
  ],
];

describe('renderTable', () => {
  it.each([40, 80, 200])('keeps every line within %i columns', (width) => {
    const text = renderTable(header, rows, { width, wide: false });
    expect(longest(text)).toBeLessThanOrEqual(width);
    // Nothing is lost: every word of every cell is printed.
    for (const word of rows
      .flat()
      .join(' ')
      .split(' ')
      .filter((w) => w.length <= 6))
      expect(text).toContain(word);
  });

  it('wraps the widest column onto continuation lines, the others blank there', () => {
    const text = renderTable(header, rows, { width: 80, wide: false });
    expect(text).toBe(
      [
        'Controller  Section        Field        Now -> after',
        `----------  -------------  -----------  ${'-'.repeat(40)}`,
        'TKDEMO01    Time           Time zone    Europe/Moscow -> Asia/Yekaterinburg',
        'TKDEMO01    Access points  Проходная 2  - -> Turnstile (entrance); Time to pass',
        '                                        after a grant, s: 7; Drive rotation',
        '                                        direction: counterclockwise',
        '',
      ].join('\n'),
    );
  });

  it('prints at 200 columns exactly as unwrapped, and --wide whatever the width', () => {
    const wide = renderTable(header, rows, { width: 20, wide: true });
    expect(renderTable(header, rows, { width: 200, wide: false })).toBe(wide);
    expect(wide.split('\n')).toHaveLength(5);
    expect(longest(wide)).toBe(10 + 13 + 11 + 3 * 2 + rows[1]![3]!.length);
  });

  it('breaks a word longer than the width, and only such a word', () => {
    const fingerprint = 'AB:'.repeat(31) + 'CD';
    const text = renderTable(['SHA-256'], [[fingerprint]], { width: 40, wide: false });
    expect(text.split('\n').slice(2, -1)).toEqual([
      fingerprint.slice(0, 40),
      fingerprint.slice(40, 80),
      fingerprint.slice(80),
    ]);
  });

  it('keeps a column asked to stay whole unwrapped', () => {
    const fingerprint = 'AB:'.repeat(31) + 'CD';
    const text = renderTable(['Serial', 'SHA-256'], [['TK-1', fingerprint]], {
      width: 40,
      wide: false,
      whole: [1],
    });
    expect(text).toContain(`TK-1    ${fingerprint}`);
  });

  it('prints whole a table that cannot fit even with every other column at its narrowest', () => {
    const fingerprint = 'AB:'.repeat(31) + 'CD';
    const address = 'https://127.0.0.11:8443/api/v1';
    const text = renderTable(
      ['Address', 'Serial', 'SHA-256'],
      [[address, 'TKDEMO01', fingerprint]],
      { width: 100, wide: false, whole: [2] },
    );
    // Squeezing the address and the serial to fit would still leave lines past 100 columns.
    expect(text.split('\n')[2]).toBe(`${address}  TKDEMO01  ${fingerprint}`);
  });

  it('counts Cyrillic letters as one column each', () => {
    const text = renderTable(
      ['Точка', 'Параметры'],
      [['Шлагбаум парковки', 'Длина стрелы 450 см, время на проход 7 с, направление по часовой']],
      { width: 40, wide: false },
    );
    expect(longest(text)).toBeLessThanOrEqual(40);
    expect(text).toContain('Шлагбаум парковки  Длина стрелы 450 см,');
    expect(text.split('\n')[1]).toBe(`${'-'.repeat(17)}  ${'-'.repeat(21)}`);
  });

  it('wraps the widest of many columns first, then the next widest', () => {
    const many = ['Address', 'Serial', 'Model', 'Firmware', 'Found by', 'Trust', 'Warnings'];
    const row = [
      '127.0.0.11:8443',
      'TKDEMO01',
      'TK-4000',
      '1.7',
      'sweep, mDNS',
      'trusted',
      'the certificate expires in 12 days; the clock is 3 minutes behind this computer',
    ];
    const text = renderTable(many, [row], { width: 100, wide: false });
    expect(longest(text)).toBeLessThanOrEqual(100);
    const [first, , line] = text.split('\n');
    // Every narrow column keeps its width; only Warnings wraps.
    expect(first).toBe(
      'Address          Serial    Model    Firmware  Found by     Trust    Warnings',
    );
    expect(line).toMatch(
      /^127\.0\.0\.11:8443 {2}TKDEMO01 {2}TK-4000 {2}1\.7 {7}sweep, mDNS {2}trusted {2}the/,
    );
    expect(columnWidths([40, 30, 5], 50)).toEqual([20, 21, 5]);
  });
});

describe('wrapCell', () => {
  it('wraps word by word and keeps line breaks of its own', () => {
    expect(wrapCell('one two three four', 9)).toEqual(['one two', 'three', 'four']);
    expect(wrapCell('a\nb c', 10)).toEqual(['a', 'b c']);
    expect(wrapCell('', 5)).toEqual(['']);
  });
});

describe('terminalWidth', () => {
  it("is the terminal's, else COLUMNS, else 100", () => {
    expect(terminalWidth({ isTTY: true, columns: 132 }, { COLUMNS: '60' })).toBe(132);
    expect(terminalWidth({ isTTY: false }, { COLUMNS: '60' })).toBe(60);
    expect(terminalWidth({ isTTY: false }, { COLUMNS: 'wide' })).toBe(100);
    expect(terminalWidth({}, {})).toBe(100);
  });
});
