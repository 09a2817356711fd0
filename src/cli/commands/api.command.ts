/**
 * `turnkey api`: the contract from a terminal. `api list` prints every endpoint of spec section 4
 * (method, path, description version, response kind); `api openapi` writes the OpenAPI document.
 */
import { writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import { renderTable, WIDE_HELP } from '../output/table';
import { registerApiCallCommand } from './api-call.command';

export function registerApiCommand(program: Command): void {
  const api = program.command('api').description('the controller API contract');
  api
    .command('list')
    .description(
      'print every endpoint of the contract: method, path, description version, response kind',
    )
    .option('--json', 'print JSON instead of a table')
    .addHelpText('after', `\n${WIDE_HELP}`)
    .action(async (options: { json?: boolean }) => {
      const { listEndpoints } = await import('./api-listing');
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
    .action(async (options: { out?: string }) => {
      const { openApiText } = await import('./api-listing');
      const text = openApiText();
      if (options.out) writeFileSync(options.out, text);
      else process.stdout.write(text);
    });
  registerApiCallCommand(api);
}
