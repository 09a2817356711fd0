// Writes docs/reference/controller-api.md: one heading per section of the controller's API
// description, each with its restatement (docs/reference/sections/<number>.md) and, for the
// sections of endpoints, the table of its endpoints read from the contract (src/shared/api).
// Code cites these sections as `spec 4.12`; the page is how such a reference resolves inside the
// repository, and test/unit/docs/api-reference.test.ts keeps it current.
// Run: `npx tsx scripts/write-api-reference.ts`.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { AREAS, ENDPOINTS, ROLES, refusalOf, type AnyEndpoint, type Role } from '../src/shared/api';

export const API_REFERENCE_FILE = 'docs/reference/controller-api.md';
export const SECTION_FRAGMENTS = 'docs/reference/sections';

/** The sections of the API description, by number and title, in its order. */
export const API_SECTIONS: readonly { number: string; title: string }[] = [
  { number: '1', title: 'What the service does' },
  { number: '2', title: 'Resources and their fields' },
  { number: '2.1', title: 'Staff record' },
  { number: '2.2', title: 'Other resource payload shapes' },
  { number: '3', title: 'States and transitions' },
  { number: '4', title: 'Endpoints' },
  { number: '4.1', title: 'Authentication users' },
  { number: '4.2', title: 'Access points' },
  { number: '4.3', title: 'Staff' },
  { number: '4.4', title: 'Visitors' },
  { number: '4.5', title: 'Identifiers' },
  { number: '4.6', title: 'Temporary access' },
  { number: '4.7', title: 'Event logs' },
  { number: '4.8', title: 'Alerts' },
  { number: '4.9', title: 'Access profiles, schedules, directories' },
  { number: '4.10', title: 'Devices and device management' },
  { number: '4.11', title: 'Time tracking' },
  { number: '4.12', title: 'Date/time, network, controller search, VPN' },
  { number: '4.13', title: 'Biometry provider integration' },
  { number: '4.14', title: 'Error log and migration' },
  { number: '5', title: 'Authentication' },
  { number: '6', title: 'Events' },
  { number: '7', title: 'Errors' },
  { number: '8', title: 'Limits' },
  { number: '9', title: 'Versioning' },
];

const root = join(import.meta.dirname, '..');

const INTRO = [
  '# Controller API reference',
  '',
  '<!-- Written by scripts/write-api-reference.ts: edit the contract or',
  'docs/reference/sections/, then run `npx tsx scripts/write-api-reference.ts`. -->',
  '',
  "The controller's HTTP API, section by section, as Turnkey's contract encodes it. Code cites a",
  'section as `spec 4.12`: that is the heading of the same number below. What the API description',
  'leaves open is decided in [device-behaviour.md](../decisions/device-behaviour.md) (`D1` ..',
  '`D17`); why the contract is shaped as it is, in [api-contract.md](../decisions/api-contract.md).',
].join('\n');

/** Roles in words, as D2 lets them call the endpoint (`src/shared/api/roles.ts`). */
function rolesOf(endpoint: AnyEndpoint): string {
  if (!endpoint.auth) return 'anyone (no token)';
  const may = (login: string, caller: string): Role[] =>
    ROLES.filter(
      (role) => refusalOf(role, { endpoint, params: { login }, login: caller }) === undefined,
    );
  const any = may('someone', 'caller');
  const own = may('caller', 'caller');
  const words = any.length === ROLES.length ? 'every role' : any.join(', ');
  return own.length > any.length ? `${words}; own account: every role` : words;
}

/** The description version of the endpoint's area, and the oldest era that serves it (D11). */
function versionOf(endpoint: AnyEndpoint): string {
  const area = AREAS[endpoint.area];
  const versions = [area.version, ...('alsoIn' in area ? area.alsoIn : [])].join(', ');
  return endpoint.since === endpoint.version ? versions : `${versions} (since ${endpoint.since})`;
}

function cell(text: string): string {
  return text.replaceAll('|', '\\|');
}

function endpointTable(endpoints: readonly AnyEndpoint[]): string {
  const rows = endpoints.map((e) =>
    [
      e.method,
      `\`${e.path}\``,
      `\`${e.id}\``,
      `\`${e.area}\``,
      versionOf(e),
      rolesOf(e),
      e.summary,
    ].map(cell),
  );
  const head = ['Method', 'Path', 'Endpoint', 'Area', 'Version', 'Roles', 'What it does'];
  const lines = [head, head.map(() => '---'), ...rows].map((r) => `| ${r.join(' | ')} |`);
  return lines.join('\n');
}

function areasLine(number: string): string {
  const areas = Object.entries(AREAS).filter(([, a]) => a.section === number);
  const words = areas.map(([id, a]) => {
    const versions = [a.version, ...('alsoIn' in a ? a.alsoIn : [])].join(' and ');
    return `${a.title} (\`${id}\`, ${versions})`;
  });
  return `Areas: ${words.join('; ')}.`;
}

function fragment(number: string): string | undefined {
  const file = join(root, SECTION_FRAGMENTS, `${number}.md`);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
}

function sectionText(number: string, title: string): string {
  const endpoints = ENDPOINTS.filter((e) => e.section === number);
  const restated = fragment(number);
  if (endpoints.length === 0 && restated === undefined) {
    throw new Error(
      `section ${number} has neither endpoints nor ${SECTION_FRAGMENTS}/${number}.md`,
    );
  }
  const parts = [`## ${number} ${title}`];
  if (restated !== undefined) parts.push(restated);
  if (endpoints.length > 0) parts.push(areasLine(number), endpointTable(endpoints));
  return parts.join('\n\n');
}

/** The page as it should be now, formatted as the repository's Prettier settings write it. */
export async function apiReferenceText(): Promise<string> {
  const sections = API_SECTIONS.map((s) => sectionText(s.number, s.title));
  const text = [INTRO, ...sections].join('\n\n') + '\n';
  const file = join(root, API_REFERENCE_FILE);
  const options = (await resolveConfig(file)) ?? {};
  return format(text, { ...options, filepath: file });
}

async function main(): Promise<void> {
  writeFileSync(join(root, API_REFERENCE_FILE), await apiReferenceText());
  console.log(`wrote ${API_REFERENCE_FILE}`);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
