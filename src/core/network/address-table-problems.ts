/**
 * What is wrong with a row of an address table (docs/decisions.md, "Network wizard: addresses by
 * serial"), as data at its line and column with English and Russian words. A setting's own
 * problems are network-problems.ts's, told at the table's column (`ip` is the column `address`).
 */
import type { LocalizedText } from '../../shared/words/localized-text';
import type { NetworkProblem } from './network-problems';
import { NETWORK_WORDS } from './network.words';

/** The columns of a table, in the order a table without a header line gives them. */
export const TABLE_COLUMNS = ['serial', 'address', 'mask', 'gateway'] as const;
export type TableColumn = (typeof TABLE_COLUMNS)[number];

/** Where a problem sits: a column of its row, or the row (or header line) as a whole. */
export type TableField = TableColumn | 'row';

export interface TableProblem {
  /** 1-based line of the pasted text or file. */
  line: number;
  field: TableField;
  code: string;
  message: LocalizedText;
}

const COLUMN_WORDS: Record<TableField, LocalizedText> = {
  serial: NETWORK_WORDS.serial,
  address: NETWORK_WORDS.address,
  mask: NETWORK_WORDS.mask,
  gateway: NETWORK_WORDS.gateway,
  row: NETWORK_WORDS.row,
};

export function tableProblem(
  line: number,
  field: TableField,
  code: string,
  message: LocalizedText,
): TableProblem {
  return { line, field, code, message };
}

/** A setting's problem (address-checks.ts) at its row, `ip` told as the column `address`. */
export function fromNetworkProblem(line: number, problem: NetworkProblem): TableProblem {
  const field: TableField =
    problem.field === 'ip' || problem.field === 'range_start' ? 'address' : problem.field;
  return tableProblem(line, field, problem.code, problem.message);
}

/** `line 3, address: <message>` in one language. */
export function tableProblemLine(problem: TableProblem, lang: 'en' | 'ru'): string {
  const column = COLUMN_WORDS[problem.field][lang];
  const where = NETWORK_WORDS.atLine(problem.line)[lang];
  return `${where}, ${column}: ${problem.message[lang]}`;
}

/** Every problem, one per line, in both languages: a form shows it at the table's field. */
export function tableProblemsText(problems: readonly TableProblem[]): LocalizedText {
  const sorted = [...problems].sort((a, b) => a.line - b.line);
  return {
    en: sorted.map((p) => tableProblemLine(p, 'en')).join('\n'),
    ru: sorted.map((p) => tableProblemLine(p, 'ru')).join('\n'),
  };
}

export const TABLE_WORDS = {
  empty: NETWORK_WORDS.tableHasNoRows,
  missing: (column: TableColumn): LocalizedText =>
    NETWORK_WORDS.columnMissing(COLUMN_WORDS[column]),
  extra: (count: number): LocalizedText => NETWORK_WORDS.extraValues(count),
  headerUnknown: (name: string): LocalizedText => NETWORK_WORDS.headerUnknown(name),
  headerTwice: (name: string): LocalizedText => NETWORK_WORDS.headerTwice(name),
  headerMissing: (column: TableColumn): LocalizedText =>
    NETWORK_WORDS.headerMissing(COLUMN_WORDS[column]),
  serialTwice: (serial: string, first: number): LocalizedText =>
    NETWORK_WORDS.givenAddressLineAlready(serial, first),
  addressTwice: (address: string, first: number, serial: string): LocalizedText =>
    NETWORK_WORDS.givenLineAlready(address, serial, first),
  serialUnknown: (serial: string): LocalizedText => NETWORK_WORDS.notControllerSiteTrust(serial),
  inUse: (address: string): LocalizedText => NETWORK_WORDS.addressInUse(address),
  unquoted: NETWORK_WORDS.quoteNotClosed,
} as const;
