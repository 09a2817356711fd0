/**
 * What is wrong with a row of an address table (docs/decisions.md, "Network wizard: addresses by
 * serial"), as data at its line and column with English and Russian words. A setting's own
 * problems are network-problems.ts's, told at the table's column (`ip` is the column `address`).
 */
import type { LocalizedText } from '../../shared/words/localized-text';
import type { NetworkProblem } from './network-problems';

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
  serial: { en: 'serial', ru: 'серийный номер' },
  address: { en: 'address', ru: 'адрес' },
  mask: { en: 'mask', ru: 'маска' },
  gateway: { en: 'gateway', ru: 'шлюз' },
  row: { en: 'row', ru: 'строка таблицы' },
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
  const where = lang === 'en' ? `line ${problem.line}` : `строка ${problem.line}`;
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
  empty: {
    en: 'The table has no rows: one line per controller (serial, address, mask, gateway).',
    ru: 'В таблице нет строк: по строке на контроллер (серийный номер, адрес, маска, шлюз).',
  },
  missing: (column: TableColumn): LocalizedText => ({
    en: `No ${column}: each row gives serial, address, mask and gateway.`,
    ru: `Не указано: в каждой строке — серийный номер, адрес, маска и шлюз (нет: ${COLUMN_WORDS[column].ru}).`,
  }),
  extra: (count: number): LocalizedText => ({
    en: `${count} values where four are expected (serial, address, mask, gateway).`,
    ru: `Значений: ${count}, а нужно четыре (серийный номер, адрес, маска, шлюз).`,
  }),
  headerUnknown: (name: string): LocalizedText => ({
    en: `"${name}" is not a column of the table: serial, address, mask, gateway.`,
    ru: `«${name}» — не столбец таблицы: серийный номер, адрес, маска, шлюз.`,
  }),
  headerTwice: (name: string): LocalizedText => ({
    en: `The column "${name}" is named twice in the header line.`,
    ru: `Столбец «${name}» назван в заголовке дважды.`,
  }),
  headerMissing: (column: TableColumn): LocalizedText => ({
    en: `The header line names no column "${column}".`,
    ru: `В заголовке нет столбца «${COLUMN_WORDS[column].ru}».`,
  }),
  serialTwice: (serial: string, first: number): LocalizedText => ({
    en: `${serial} is given an address at line ${first} already.`,
    ru: `${serial} уже получил адрес в строке ${first}.`,
  }),
  addressTwice: (address: string, first: number, serial: string): LocalizedText => ({
    en: `${address} is given to ${serial} at line ${first} already.`,
    ru: `${address} уже назначен ${serial} в строке ${first}.`,
  }),
  serialUnknown: (serial: string): LocalizedText => ({
    en: `${serial} is not a controller of this site: trust it and add it to the site first.`,
    ru: `${serial} — не контроллер этого объекта: сначала доверьтесь ему и добавьте на объект.`,
  }),
  inUse: (address: string): LocalizedText => ({
    en: `${address} is already in use on the network.`,
    ru: `${address} уже занят в сети.`,
  }),
  unquoted: {
    en: 'A quote opened in this line is not closed.',
    ru: 'Открытая в этой строке кавычка не закрыта.',
  },
} as const;
