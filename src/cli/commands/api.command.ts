/**
 * `turnkey api`: the contract from a terminal. `api list` prints every endpoint of spec section 4
 * (method, path, description version, response kind); `api openapi` writes the OpenAPI document.
 */
import { writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import { ENDPOINTS } from '../../shared/api/contract';
import { buildOpenApiDocument } from '../../shared/api/openapi';
import { renderTable, WIDE_HELP } from '../output/table';
import { registerApiCallCommand } from './api-call.command';
import { packageVersion } from '../package-info';

/** One row of `api list --json`. */
export interface EndpointListing {
  id: string;
  method: string;
  path: string;
  section: string;
  version: string;
  since: string;
  responseKind: string;
  auth: boolean;
  summary: string;
}

export function listEndpoints(): EndpointListing[] {
  return ENDPOINTS.map((e) => ({
    id: e.id,
    method: e.method,
    path: e.path,
    section: e.section,
    version: e.version,
    since: e.since,
    responseKind: e.responseKind,
    auth: e.auth,
    summary: e.summary,
  }));
}

/** The OpenAPI document as the text stored in docs/openapi.json. */
export function openApiText(): string {
  return `${JSON.stringify(buildOpenApiDocument(packageVersion()), null, 2)}\n`;
}

export function registerApiCommand(program: Command): void {
  const api = program.command('api').description('the controller API contract');
  api
    .command('list')
    .description(
      'print every endpoint of the contract: method, path, description version, response kind',
    )
    .option('--json', 'print JSON instead of a table')
    .addHelpText('after', `\n${WIDE_HELP}`)
    .action((options: { json?: boolean }) => {
      const rows = listEndpoints();
      if (options.json) {
        process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
        return;
      }
      const table = renderTable(
        ['METHOD', 'PATH', 'VERSION', 'KIND', 'SECTION', 'ID'],
        rows.map((r) => [r.method, r.path, r.version, r.responseKind, r.section, r.id]),
      );
      process.stdout.write(`${table}${rows.length} endpoints\n`);
    });
  api
    .command('openapi')
    .description('print the OpenAPI 3.1 document of the contract, or write it to a file')
    .option('--out <file>', 'write to this file instead of standard output')
    .action((options: { out?: string }) => {
      const text = openApiText();
      if (options.out) writeFileSync(options.out, text);
      else process.stdout.write(text);
    });
  registerApiCallCommand(api);
}
