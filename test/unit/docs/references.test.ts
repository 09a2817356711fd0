/**
 * Every reference the code makes to a document resolves inside the repository: a device decision
 * `D<n>` to its heading in docs/decisions/device-behaviour.md, `spec <n>` to its section in
 * docs/reference/controller-api.md, a `docs/decisions.md, "Title"` citation to a heading of an
 * area file the index lists, and a `docs/...` path to a file. docs/decisions.md says how to cite.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headingsOf, headingsOfFile } from './markdown-headings';
import { referencesIn, type Reference } from './references';

const root = join(import.meta.dirname, '../../..');
const INDEX = 'docs/decisions.md';
const DEVICE = 'docs/decisions/device-behaviour.md';
const API = 'docs/reference/controller-api.md';
/** Scanned folders; this folder is left out, since its tests hold broken references on purpose. */
const SCANNED = ['src', 'test', 'scripts', 'bin'];
const SKIPPED = join(root, 'test/unit/docs');
const CODE = /\.(?:ts|mts|js|mjs|cjs|vue)$/;

function codeFiles(folder: string): string[] {
  if (folder === SKIPPED) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : codeFiles(path);
    return CODE.test(entry.name) ? [path] : [];
  });
}

/** The area files the index links to, and each one's headings. */
function indexedAreas(): Map<string, string[]> {
  const index = readFileSync(join(root, INDEX), 'utf8');
  const files = new Set([...index.matchAll(/\]\((decisions\/[\w-]+\.md)[#)]/g)].map((m) => m[1]));
  const areas = new Map<string, string[]>();
  for (const file of files) {
    if (!file) continue;
    const path = `docs/${file}`;
    areas.set(
      path,
      existsSync(join(root, path)) ? headingsOfFile(join(root, path)).map((h) => h.title) : [],
    );
  }
  return areas;
}

const areas = indexedAreas();
const citedTitles = new Set([...areas.values()].flat().map((t) => t.toLowerCase()));
const decisions = new Set(
  headingsOfFile(join(root, DEVICE)).flatMap((h) => /^D(\d+): /.exec(h.title)?.[1] ?? []),
);
const sections = new Set(
  headingsOfFile(join(root, API)).flatMap((h) => /^(\d+(?:\.\d+)?) /.exec(h.title)?.[1] ?? []),
);

/** Why a reference does not resolve, or undefined when it does. */
function problemOf(ref: Reference): string | undefined {
  switch (ref.kind) {
    case 'decision':
      return decisions.has(ref.target) ? undefined : `D${ref.target}: no such heading in ${DEVICE}`;
    case 'spec':
      return sections.has(ref.target) ? undefined : `spec ${ref.target}: no such section in ${API}`;
    case 'path':
      return existsSync(join(root, ref.target)) ? undefined : `${ref.target}: no such file`;
    case 'citation':
      return citationProblem(ref.document ?? '', ref.target);
  }
}

function citationProblem(document: string, title: string): string | undefined {
  if (document === INDEX) {
    return citedTitles.has(title.toLowerCase())
      ? undefined
      : `${INDEX}, "${title}": no heading of that title in the area files the index lists`;
  }
  const path = join(root, document);
  if (!existsSync(path)) return `${document}: no such file`;
  const titles = headingsOfFile(path).map((h) => h.title.toLowerCase());
  return titles.includes(title.toLowerCase())
    ? undefined
    : `${document}, "${title}": no such heading`;
}

function unresolved(file: string, source: string): string[] {
  const problems = referencesIn(source).flatMap((ref) => {
    const problem = problemOf(ref);
    return problem === undefined ? [] : [`${relative(root, file)}:${ref.line}: ${problem}`];
  });
  return [...new Set(problems)];
}

describe('references from the code to the documents', () => {
  it('finds the headings it resolves against', () => {
    expect([...decisions].sort((a, b) => Number(a) - Number(b))).toEqual(
      Array.from({ length: 17 }, (_, i) => String(i + 1)),
    );
    expect(sections.has('4.12')).toBe(true);
    expect(areas.size).toBeGreaterThan(10);
  });

  it('every reference in src, test, scripts and bin resolves', () => {
    const files = SCANNED.flatMap((f) => codeFiles(join(root, f)));
    expect(files.length).toBeGreaterThan(500);
    const problems = files.flatMap((file) => unresolved(file, readFileSync(file, 'utf8')));
    expect(problems).toEqual([]);
  });

  it('names a reference that does not resolve, with its file and line', () => {
    const source = [
      '/**',
      ' * Broken on purpose (docs/decisions.md, "No such',
      ' * section"), decision D18, spec 4.15 and spec 10, docs/nothing.md.',
      ' */',
    ].join('\n');
    expect(unresolved(join(root, 'src/x.ts'), source)).toEqual([
      'src/x.ts:3: D18: no such heading in docs/decisions/device-behaviour.md',
      'src/x.ts:3: spec 4.15: no such section in docs/reference/controller-api.md',
      'src/x.ts:3: spec 10: no such section in docs/reference/controller-api.md',
      'src/x.ts:2: docs/decisions.md, "No such section": no heading of that title in the area files the index lists',
      'src/x.ts:3: docs/nothing.md: no such file',
    ]);
  });
});

describe('what counts as a reference', () => {
  const targets = (source: string): string[] =>
    referencesIn(source).map((r) => `${r.kind} ${r.target}`);

  it('reads decisions standing alone, not inside hex, colours or identifiers', () => {
    expect(targets("D1, (D12), decision D7; 0xD1 '#D1D1D1' useD3Chart D3d x.D4 AD2")).toEqual([
      'decision 1',
      'decision 12',
      'decision 7',
    ]);
  });

  it('reads a list of spec sections, and no number that is not one', () => {
    expect(
      targets('spec 4.3, 150 per page; Spec 2.1 and 8; spec 2.2 / 4.14; spec section 9.'),
    ).toEqual(['spec 4.3', 'spec 2.1', 'spec 8', 'spec 2.2', 'spec 4.14', 'spec 9']);
    expect(targets('inspect 4; a specimen 2; the spec says')).toEqual([]);
  });

  it('reads a cited title over wrapped comment lines', () => {
    const source = ['// see (docs/decisions.md, "Stopping a', '//   job: a stop")'].join('\n');
    expect(referencesIn(source)).toEqual([
      {
        kind: 'citation',
        target: 'Stopping a job: a stop',
        document: 'docs/decisions.md',
        line: 1,
      },
      { kind: 'path', target: 'docs/decisions.md', line: 1 },
    ]);
  });
});

describe('docs/architecture.md', () => {
  it('names only files and folders that exist', () => {
    const text = readFileSync(join(root, 'docs/architecture.md'), 'utf8');
    const paths = [...text.matchAll(/`((?:src|test|scripts|bin|docs)\/[\w./-]*\w)\/?`/g)].map(
      (m) => m[1] ?? '',
    );
    expect(paths.length).toBeGreaterThan(50);
    // A module may be named without its extension, as an import names it.
    const exists = (p: string): boolean =>
      existsSync(join(root, p)) || existsSync(join(root, `${p}.ts`));
    expect(paths.filter((p) => !exists(p))).toEqual([]);
  });
});

describe('the decisions index', () => {
  const index = readFileSync(join(root, INDEX), 'utf8');

  it('lists every area file of docs/decisions/', () => {
    const files = readdirSync(join(root, 'docs/decisions')).filter((f) => f.endsWith('.md'));
    expect(files.map((f) => `docs/decisions/${f}`).sort()).toEqual([...areas.keys()].sort());
  });

  it('links every section of every area file to its heading, and nothing else', () => {
    const links = [...index.matchAll(/\]\(decisions\/([\w-]+\.md)#([^)]+)\)/g)].map(
      (m) => `${m[1]}#${m[2]}`,
    );
    const headings = [...areas.keys()].flatMap((path) =>
      headingsOf(readFileSync(join(root, path), 'utf8'))
        .filter((h) => h.level > 1)
        .map((h) => `${path.slice('docs/decisions/'.length)}#${h.anchor}`),
    );
    expect(links.sort()).toEqual(headings.sort());
  });

  it('links resolve from its own folder', () => {
    const targets = [...index.matchAll(/\]\(([^)#]+)[)#]/g)].map((m) => m[1] ?? '');
    const missing = targets.filter((t) => !existsSync(join(root, dirname(INDEX), t)));
    expect(missing).toEqual([]);
  });
});
