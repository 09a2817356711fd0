/**
 * The address table of the network wizard (docs/decisions.md, "Network wizard: addresses by
 * serial"): CSV, TSV, a header or none, blank lines, Windows line ends; and each problem at its
 * line and column in both languages.
 */
import { describe, expect, it } from 'vitest';
import { parseAddressTable } from '../../../src/core/network/address-table';
import { tableProblemLine } from '../../../src/core/network/address-table-problems';
import { settingsFromTable } from '../../../src/core/network/table-settings';

const ROWS = [
  { serial: 'A-1', address: '10.0.0.50', mask: '255.255.255.0', gateway: '10.0.0.1' },
  { serial: 'A-2', address: '10.0.0.77', mask: '255.255.255.0', gateway: '10.0.0.1' },
];

const rows = (text: string) => parseAddressTable(text).rows.map(({ line: _, ...row }) => row);

describe('parseAddressTable', () => {
  it('reads CSV without a header', () => {
    const table = parseAddressTable(
      'A-1,10.0.0.50,255.255.255.0,10.0.0.1\nA-2, 10.0.0.77 ,255.255.255.0,10.0.0.1\n',
    );
    expect(table.problems).toEqual([]);
    expect(
      rows('A-1,10.0.0.50,255.255.255.0,10.0.0.1\nA-2,10.0.0.77,255.255.255.0,10.0.0.1'),
    ).toEqual(ROWS);
    expect(table.rows.map((r) => r.line)).toEqual([1, 2]);
  });

  it('reads TSV pasted from a spreadsheet, with a header in its own order', () => {
    const text =
      'Gateway\tIP address\tSerial number\tMask\n' +
      '10.0.0.1\t10.0.0.50\tA-1\t255.255.255.0\n' +
      '10.0.0.1\t10.0.0.77\tA-2\t255.255.255.0\n';
    expect(parseAddressTable(text).problems).toEqual([]);
    expect(rows(text)).toEqual(ROWS);
  });

  it('reads a Russian header, semicolons and quotes, as Excel saves them', () => {
    const text =
      'Серийный номер;Адрес;Маска;Шлюз\r\n"A-1";10.0.0.50;255.255.255.0;10.0.0.1;;\r\n' +
      'A-2;10.0.0.77;255.255.255.0;10.0.0.1\r\n';
    expect(parseAddressTable(text).problems).toEqual([]);
    expect(rows(text)).toEqual(ROWS);
  });

  it('skips blank lines and comments, and counts them in the line numbers', () => {
    const text =
      '# the east wing\r\n\r\nA-1,10.0.0.50,255.255.255.0,10.0.0.1\r\n   \r\n' +
      'A-2,10.0.0.77,255.255.255.0,10.0.0.1\r\n\r\n';
    const table = parseAddressTable(text);
    expect(table.problems).toEqual([]);
    expect(table.rows.map((r) => r.line)).toEqual([3, 5]);
  });

  it('reads columns separated by spaces', () => {
    expect(
      rows('A-1  10.0.0.50 255.255.255.0 10.0.0.1\nA-2 10.0.0.77 255.255.255.0 10.0.0.1'),
    ).toEqual(ROWS);
  });

  it('refuses a bad address at its line and column, in both languages', () => {
    const table = parseAddressTable(
      'serial,address,mask,gateway\n\nA-1,10.0.0.50,255.255.255.0,10.0.0.1\nA-2,10.0.0.300,255.255.255.0,10.0.0.1',
    );
    expect(table.problems).toMatchObject([{ line: 4, field: 'address', code: 'not_ipv4' }]);
    expect(tableProblemLine(table.problems[0]!, 'en')).toBe(
      'line 4, address: "10.0.0.300" is not an IPv4 address (such as 192.168.1.50).',
    );
    expect(tableProblemLine(table.problems[0]!, 'ru')).toMatch(/^строка 4, адрес: «10\.0\.0\.300»/);
  });

  it("checks each row as one static setting: the gateway outside, the network's own address", () => {
    const table = parseAddressTable(
      'A-1,10.0.0.50,255.255.255.0,10.0.1.1\nA-2,10.0.0.0,255.255.255.0,10.0.0.1\nA-3,10.0.0.9,255.0.255.0,10.0.0.1',
    );
    expect(table.problems.map((p) => [p.line, p.field, p.code])).toEqual([
      [1, 'gateway', 'gateway_outside_network'],
      [2, 'address', 'network_address'],
      [3, 'mask', 'mask_not_contiguous'],
    ]);
  });

  it('refuses a duplicate address and a duplicate serial at the later line', () => {
    const table = parseAddressTable(
      'A-1,10.0.0.50,255.255.255.0,10.0.0.1\nA-2,10.0.0.50,255.255.255.0,10.0.0.1\nA-1,10.0.0.60,255.255.255.0,10.0.0.1',
    );
    expect(table.problems.map((p) => [p.line, p.field, p.code])).toEqual([
      [2, 'address', 'address_duplicate'],
      [3, 'serial', 'serial_duplicate'],
    ]);
    expect(table.problems[0]!.message.en).toBe('10.0.0.50 is given to A-1 at line 1 already.');
    expect(table.problems[1]!.message.ru).toBe('A-1 уже получил адрес в строке 1.');
  });

  it('refuses a missing value, extra values, an unknown header and an empty table', () => {
    expect(parseAddressTable('A-1,10.0.0.50,255.255.255.0').problems).toMatchObject([
      { line: 1, field: 'gateway', code: 'value_missing' },
    ]);
    expect(parseAddressTable('A-1,10.0.0.50,255.255.255.0,10.0.0.1,x').problems).toMatchObject([
      { line: 1, field: 'row', code: 'columns_extra' },
    ]);
    expect(parseAddressTable('\nserial,address,netmask,router\n').problems).toMatchObject([
      { line: 2, field: 'row', code: 'header_unknown' },
      { line: 2, field: 'row', code: 'header_missing' },
    ]);
    expect(parseAddressTable('\n\n# nothing\n').problems).toMatchObject([{ code: 'table_empty' }]);
  });
});

describe('settingsFromTable', () => {
  const targets = [
    { controllerId: 'id-1', serial: 'A-1', currentHost: '10.0.0.20' },
    { controllerId: 'id-2', serial: 'A-2', currentHost: '10.0.0.21' },
  ];

  it('gives each named controller its own setting', () => {
    const text = 'A-2,10.0.0.77,255.255.255.0,10.0.0.1\nA-1,10.0.0.50,255.255.255.0,10.0.0.1';
    const found = settingsFromTable(text, targets, ['10.0.0.5']);
    expect(found.ok && Object.fromEntries(found.settings)).toEqual({
      'id-1': { ip: '10.0.0.50', mask: '255.255.255.0', gateway: '10.0.0.1' },
      'id-2': { ip: '10.0.0.77', mask: '255.255.255.0', gateway: '10.0.0.1' },
    });
  });

  it('refuses an unknown serial, an address in use and another controller’s address now', () => {
    const text =
      'serial\taddress\tmask\tgateway\nA-1\t10.0.0.5\t255.255.255.0\t10.0.0.1\n' +
      'NOPE-9\t10.0.0.60\t255.255.255.0\t10.0.0.1\nA-2\t10.0.0.20\t255.255.255.0\t10.0.0.1';
    const found = settingsFromTable(text, targets, ['10.0.0.5']);
    if (found.ok) throw new Error('refused');
    expect(found.errors.table!.en.split('\n')).toEqual([
      'line 2, address: 10.0.0.5 is already in use on the network.',
      'line 3, serial: NOPE-9 is not a controller of this site: trust it and add it to the site first.',
      'line 4, address: 10.0.0.20 is already in use on the network.',
    ]);
    expect(found.errors.table!.ru.split('\n')[1]).toBe(
      'строка 3, серийный номер: NOPE-9 — не контроллер этого объекта: сначала доверьтесь ему и добавьте на объект.',
    );
  });

  it('lets a controller keep the address it has', () => {
    const found = settingsFromTable('A-1,10.0.0.20,255.255.255.0,10.0.0.1', targets, ['10.0.0.20']);
    expect(found.ok).toBe(true);
  });
});
