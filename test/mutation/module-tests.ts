/**
 * The test files a mutation run gives a module: every unit and integration test that imports one
 * of its files by name, and the ones the module lists, less those it leaves out.
 */
import { readdir, readFile } from 'node:fs/promises';
import { basename, join, relative } from 'node:path';
import type { MutationModule } from './modules';

async function testFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.test.ts'))
    .map((e) => join(e.parentPath, e.name));
}

export async function moduleTests(root: string, module: MutationModule): Promise<string[]> {
  const names = module.files.map((f) => basename(f).replace(/\.ts$/, ''));
  const found: string[] = [];
  for (const folder of ['unit', 'integration']) {
    for (const file of await testFiles(join(root, 'test', folder))) {
      const text = await readFile(file, 'utf8');
      if (names.some((n) => text.includes(`/${n}'`))) found.push(relative(root, file));
    }
  }
  const skipped = new Set(module.skipTests ?? []);
  return [...new Set([...found, ...(module.tests ?? [])])].filter((f) => !skipped.has(f)).sort();
}
