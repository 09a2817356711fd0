/**
 * Reads a site plan's text, YAML or JSON (JSON is YAML too), into a checked plan, or into every
 * problem with its line and field in English and Russian (docs/decisions.md, "Site plans"): a
 * LineCounter keeps where each node starts, so a problem zod finds at a path is told at the
 * line of the value (or of the key that should not be there, or of the object missing a field).
 */
import {
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  parseDocument,
  visit,
  type Document,
  type Node,
} from 'yaml';
import type { LocalizedText } from '../../shared/words/localized-text';
import { sitePlan, type SitePlan } from '../../shared/plans/site-plan.schema';
import { clusterConflicts } from './cluster-conflicts';
import {
  aliasProblem,
  deepLine,
  depthProblem,
  planSizeProblem,
  PLAN_MAX_ALIASES,
} from './plan-bounds';
import { withAddressTable, type TableLineInFile } from './plan-address-table';
import { planIssueText } from './plan-issue-text';
import { PLANS_WORDS } from './plans.words';

export interface PlanProblem {
  /** 1-based line of the text; 0 when the text as a whole is at fault. */
  line: number;
  /** Where in the plan: `controllers.DEMO-01.network.ip`, empty for the whole plan. */
  field: string;
  message: LocalizedText;
}

export type PlanParse = { ok: true; plan: SitePlan } | { ok: false; problems: PlanProblem[] };

/** `controllers.DEMO-01.accessPoints[2].name` */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i === 0 ? '' : '.'}${String(key)}`))
    .join('');
}

/** The node at `path`, or the deepest one that exists on the way. */
function nodeAt(
  doc: Document,
  path: readonly PropertyKey[],
  unknownKey?: string,
): Node | undefined {
  let node: unknown = doc.contents;
  for (const key of path) {
    const next: unknown = isMap(node) || isSeq(node) ? node.get(key, true) : undefined;
    if (next === undefined) break;
    node = next;
  }
  if (unknownKey !== undefined && isMap(node)) {
    const pair = node.items.find(
      (p) => (p.key as { value?: unknown } | null)?.value === unknownKey,
    );
    if (pair?.key) return pair.key as Node;
  }
  return node as Node | undefined;
}

function lineOf(node: Node | undefined, counter: LineCounter): number {
  const start = node?.range?.[0];
  return start === undefined ? 0 : counter.linePos(start).line;
}

/**
 * A line of the `addresses:` table in the file: a block (`|`) starts on the line after its key;
 * a table in one quoted string is all on the key's line.
 */
function tableLines(doc: Document, counter: LineCounter): TableLineInFile {
  const node = nodeAt(doc, ['addresses']);
  const line = lineOf(node, counter);
  const block = isScalar(node) && node.type === 'BLOCK_LITERAL';
  return (tableLine) => (block ? line + tableLine : line);
}

/** Too large or too deeply nested to be parsed at all (plan-bounds.ts). */
function boundsProblem(text: string): PlanProblem | undefined {
  const sized = planSizeProblem(Buffer.byteLength(text, 'utf8'));
  if (sized) return sized;
  const deep = deepLine(text);
  return deep > 0 ? depthProblem(deep) : undefined;
}

function firstAliasLine(doc: Document, counter: LineCounter): number {
  let line = 0;
  visit(doc, {
    Alias(_key, node) {
      line = lineOf(node, counter);
      return visit.BREAK;
    },
  });
  return line;
}

/** Parses and checks a plan's text; never throws on bad input. */
export function parseSitePlan(text: string): PlanParse {
  const bounded = boundsProblem(text);
  if (bounded) return { ok: false, problems: [bounded] };
  const counter = new LineCounter();
  let doc: Document;
  try {
    doc = parseDocument(text, { lineCounter: counter, prettyErrors: false, uniqueKeys: true });
  } catch {
    // The parser's recursion ran out: nesting the cheap scan did not see.
    return { ok: false, problems: [depthProblem(0)] };
  }
  if (doc.errors.length > 0) {
    return {
      ok: false,
      problems: doc.errors.map((error) => ({
        line: counter.linePos(error.pos[0]).line,
        field: '',
        message: PLANS_WORDS.notValidYamlJson(error.message),
      })),
    };
  }
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: PLAN_MAX_ALIASES });
  } catch {
    // `yaml` throws for aliases expanding past the count (a resource exhaustion attack).
    return { ok: false, problems: [aliasProblem(firstAliasLine(doc, counter))] };
  }
  const parsed = sitePlan.safeParse(value, { reportInput: true });
  if (parsed.success) {
    const merged = withAddressTable(parsed.data, tableLines(doc, counter));
    if (!merged.ok) return merged;
    const conflicts = clusterConflicts(merged.plan);
    if (conflicts.length === 0) return { ok: true, plan: merged.plan };
    return {
      ok: false,
      problems: conflicts.map(({ path, message }) => ({
        line: lineOf(nodeAt(doc, path), counter),
        field: fieldPath(path),
        message,
      })),
    };
  }
  const problems = parsed.error.issues.map((issue): PlanProblem => {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : [];
    const path = issue.path;
    return {
      line: lineOf(nodeAt(doc, path, keys[0]), counter),
      field: fieldPath(keys.length === 1 ? [...path, keys[0]!] : path),
      message: planIssueText(issue),
    };
  });
  problems.sort((a, b) => a.line - b.line);
  return { ok: false, problems };
}

/** One problem as a line of text: `line 12, field controllers.DEMO-01.network.ip: <message>`. */
export function problemLine(problem: PlanProblem, lang: 'en' | 'ru'): string {
  const where =
    lang === 'en'
      ? [
          problem.line > 0 ? `line ${problem.line}` : '',
          problem.field ? `field ${problem.field}` : '',
        ]
      : [
          problem.line > 0 ? PLANS_WORDS.atLine(problem.line).ru : '',
          problem.field ? PLANS_WORDS.atField(problem.field).ru : '',
        ];
  const at = where.filter(Boolean).join(', ');
  return at ? `${at}: ${problem.message[lang]}` : problem.message[lang];
}
