/**
 * An address table: one row per controller (serial, address, mask, gateway), pasted from a
 * spreadsheet or read from a file, so each controller gets an address of its own (spec 2.2
 * network settings, one `POST /network` each). Pure: every row is checked as one static setting
 * is (address-checks.ts), and two rows giving one serial or one address are refused, each
 * problem at its line and column (docs/decisions.md, "Network wizard: addresses by serial").
 */
import { checkStaticSetting } from './address-checks';
import {
  fromNetworkProblem,
  TABLE_COLUMNS,
  TABLE_WORDS,
  tableProblem,
  type TableColumn,
  type TableProblem,
} from './address-table-problems';
import { formatIpv4, parseIpv4 } from './ipv4-network';
import { RUSSIAN_HEADER_NAMES } from './network.words';

export interface AddressRow {
  /** 1-based line of the text. */
  line: number;
  serial: string;
  address: string;
  mask: string;
  gateway: string;
}

export interface AddressTable {
  rows: AddressRow[];
  problems: TableProblem[];
}

/** Header words, lower case, in English and Russian, as spreadsheets name the columns. */
const HEADER_NAMES: Record<string, TableColumn> = {
  serial: 'serial',
  'serial number': 'serial',
  serial_number: 'serial',
  sn: 'serial',
  's/n': 'serial',
  address: 'address',
  ip: 'address',
  'ip address': 'address',
  'ip-address': 'address',
  mask: 'mask',
  netmask: 'mask',
  'subnet mask': 'mask',
  gateway: 'gateway',
  gw: 'gateway',
  'default gateway': 'gateway',
  ...RUSSIAN_HEADER_NAMES,
};

type Delimiter = '\t' | ';' | ',' | ' ';

/**
 * Tab for a spreadsheet's paste, `;` for a CSV saved where the decimal mark is a comma (Excel in
 * Russian), `,` otherwise, and runs of spaces for a table typed by hand.
 */
function delimiterOf(line: string): Delimiter {
  if (line.includes('\t')) return '\t';
  if (line.includes(';')) return ';';
  if (line.includes(',')) return ',';
  return ' ';
}

/** The line's values, trimmed; double quotes as CSV has them (`""` is a quote). */
function splitLine(line: string, delimiter: Delimiter): string[] | undefined {
  if (delimiter === ' ') return line.trim().split(/\s+/);
  const values: string[] = [];
  let value = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted && char === '"' && line[i + 1] === '"') {
      value += '"';
      i++;
    } else if (quoted && char === '"') {
      quoted = false;
    } else if (!quoted && char === '"' && value.trim() === '') {
      quoted = true;
      value = '';
    } else if (!quoted && char === delimiter) {
      values.push(value.trim());
      value = '';
    } else {
      value += char;
    }
  }
  if (quoted) return undefined;
  values.push(value.trim());
  // A spreadsheet saves empty cells after the last column it saw used.
  while (values.length > TABLE_COLUMNS.length && values.at(-1) === '') values.pop();
  return values;
}

function headerOf(values: readonly string[]): TableColumn | undefined {
  return HEADER_NAMES[values[0]!.toLowerCase().replace(/\s+/g, ' ')];
}

/** The columns a header line names, in its order, or its problems. */
function readHeader(values: readonly string[], line: number, problems: TableProblem[]) {
  const order: TableColumn[] = [];
  for (const value of values) {
    const column = HEADER_NAMES[value.toLowerCase().replace(/\s+/g, ' ')];
    if (!column)
      problems.push(tableProblem(line, 'row', 'header_unknown', TABLE_WORDS.headerUnknown(value)));
    else if (order.includes(column))
      problems.push(tableProblem(line, 'row', 'header_twice', TABLE_WORDS.headerTwice(value)));
    else order.push(column);
  }
  for (const column of TABLE_COLUMNS) {
    if (!order.includes(column))
      problems.push(tableProblem(line, 'row', 'header_missing', TABLE_WORDS.headerMissing(column)));
  }
  return order;
}

/** One row from its values in the header's order, or the problem of a value missing. */
function rowOf(
  values: readonly string[],
  order: readonly TableColumn[],
  line: number,
  problems: TableProblem[],
): AddressRow | undefined {
  if (values.length > order.length) {
    problems.push(tableProblem(line, 'row', 'columns_extra', TABLE_WORDS.extra(values.length)));
    return undefined;
  }
  const row: AddressRow = { line, serial: '', address: '', mask: '', gateway: '' };
  for (const [index, column] of order.entries()) row[column] = values[index] ?? '';
  const missing = order.find((column) => row[column] === '');
  if (missing) {
    problems.push(tableProblem(line, missing, 'value_missing', TABLE_WORDS.missing(missing)));
    return undefined;
  }
  return row;
}

/** Two rows for one serial, or one address for two rows: the later row is refused. */
function clashes(rows: readonly AddressRow[]): TableProblem[] {
  const problems: TableProblem[] = [];
  const serials = new Map<string, number>();
  const addresses = new Map<number, AddressRow>();
  for (const row of rows) {
    const first = serials.get(row.serial);
    if (first !== undefined) {
      problems.push(
        tableProblem(
          row.line,
          'serial',
          'serial_duplicate',
          TABLE_WORDS.serialTwice(row.serial, first),
        ),
      );
    } else serials.set(row.serial, row.line);
    const value = parseIpv4(row.address);
    if (value === undefined) continue;
    const holder = addresses.get(value);
    if (holder) {
      const text = TABLE_WORDS.addressTwice(formatIpv4(value), holder.line, holder.serial);
      problems.push(tableProblem(row.line, 'address', 'address_duplicate', text));
    } else addresses.set(value, row);
  }
  return problems;
}

/**
 * Reads a table: CSV (`,` or `;`), TSV or space-separated, with or without a header line
 * (which may order the columns its own way), blank lines and `#` comments skipped, Windows
 * line ends read. Never throws on bad input.
 */
export function parseAddressTable(text: string): AddressTable {
  const problems: TableProblem[] = [];
  const rows: AddressRow[] = [];
  let delimiter: Delimiter | undefined;
  let order: readonly TableColumn[] | undefined;
  for (const [index, raw] of text.split(/\r\n|\r|\n/).entries()) {
    const line = index + 1;
    if (raw.trim() === '' || raw.trim().startsWith('#')) continue;
    delimiter ??= delimiterOf(raw);
    const values = splitLine(raw, delimiter);
    if (!values) {
      problems.push(tableProblem(line, 'row', 'quote_open', TABLE_WORDS.unquoted));
      continue;
    }
    if (order === undefined && headerOf(values)) {
      order = readHeader(values, line, problems);
      // Rows read in a wrong header's order would each be wrong: the header is said alone.
      if (problems.length > 0) return { rows: [], problems };
      continue;
    }
    order ??= TABLE_COLUMNS;
    const row = rowOf(values, order, line, problems);
    if (!row) continue;
    const own = checkStaticSetting({ ip: row.address, mask: row.mask, gateway: row.gateway });
    problems.push(...own.map((problem) => fromNetworkProblem(line, problem)));
    rows.push(row);
  }
  problems.push(...clashes(rows));
  if (rows.length === 0 && problems.length === 0) {
    problems.push(tableProblem(1, 'row', 'table_empty', TABLE_WORDS.empty));
  }
  problems.sort((a, b) => a.line - b.line);
  return { rows, problems };
}
