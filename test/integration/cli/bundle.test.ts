/**
 * `turnkey` runs its bundle (out/cli), and in a development checkout builds it again first when
 * a source it was made from changed, saying so in one line on standard error. Several commands
 * started together build it once.
 */
import { execFile } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

function run(
  script: string,
  ...args: string[]
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [script, ...args], { cwd: ROOT }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** A checkout of the bin scripts and a src/cli/main.ts of the test's own. */
function smallCheckout(main: string): { dir: string; bin: string; main: string } {
  const dir = mkdtempSync(join(tmpdir(), 'turnkey-bundle-'));
  mkdirSync(join(dir, 'bin'));
  mkdirSync(join(dir, 'src', 'cli'), { recursive: true });
  cpSync(join(ROOT, 'bin'), join(dir, 'bin'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), '{ "type": "module", "version": "0.0.1" }\n');
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  writeFileSync(join(dir, 'src', 'cli', 'main.ts'), main);
  return { dir, bin: join(dir, 'bin', 'turnkey.cjs'), main: join(dir, 'src', 'cli', 'main.ts') };
}

/** The folder of a checkout's current build, under out/cli. */
const readCurrentFolder = (dir: string) =>
  (JSON.parse(readFileSync(join(dir, 'out', 'cli', 'current.json'), 'utf8')) as { folder: string })
    .folder;

const building = (stderr: string) =>
  stderr.split('\n').filter((line) => line.startsWith('Building the turnkey command'));

describe('the turnkey bundle', () => {
  it('is built again, once, when a source changed, and then runs without a word', async () => {
    // A checkout of its own: the suite's other commands run the real one's bin and would build it
    // first, leaving these two nothing to say. Its helper is a constant the bundle folds into
    // main.ts: no module of its own is left in the output, yet it is a source.
    const checkout = smallCheckout(
      "import { helper } from './helper';\n" +
        'export async function runCli(): Promise<number> {\n' +
        '  process.stdout.write(`${helper}\\n`);\n' +
        '  return 0;\n}\n',
    );
    const helper = join(checkout.dir, 'src', 'cli', 'helper.ts');
    writeFileSync(helper, "export const helper = 'one';\n");
    try {
      expect((await run(checkout.bin)).stdout).toBe('one\n');
      // An edit: the bundle is now older than this source.
      writeFileSync(helper, "export const helper = 'two';\n");
      const together = await Promise.all([run(checkout.bin), run(checkout.bin)]);
      for (const done of together) expect(done).toMatchObject({ code: 0, stdout: 'two\n' });
      expect(together.flatMap((done) => building(done.stderr))).toEqual([
        'Building the turnkey command (src/cli/helper.ts changed)...',
      ]);
      expect(await run(checkout.bin)).toEqual({ code: 0, stdout: 'two\n', stderr: '' });
      // How the bundle is made is a source of it too.
      appendFileSync(join(checkout.dir, 'bin', 'cli-build', 'bundle.mjs'), '\n');
      const rebuilt = await run(checkout.bin);
      expect(building(rebuilt.stderr)).toEqual([
        'Building the turnkey command (bin/cli-build/bundle.mjs changed)...',
      ]);
    } finally {
      rmSync(checkout.dir, { recursive: true, force: true });
    }
  });

  it('builds a fresh checkout on its first start, and stops when the sources do not build', async () => {
    const checkout = smallCheckout(
      'export async function runCli(argv: readonly string[]): Promise<number> {\n' +
        "  process.stdout.write(`${argv.slice(2).join(' ')}\\n`);\n" +
        '  return 0;\n}\n',
    );
    try {
      const first = await run(checkout.bin, 'hello');
      expect(first).toMatchObject({ code: 0, stdout: 'hello\n' });
      expect(building(first.stderr)).toEqual([
        'Building the turnkey command (it has not been built yet)...',
      ]);
      expect(await run(checkout.bin, 'again')).toEqual({ code: 0, stdout: 'again\n', stderr: '' });
      appendFileSync(checkout.main, 'export const broken = ;\n');
      const broken = await run(checkout.bin, 'hello');
      expect(broken.code).toBe(1);
      expect(broken.stdout).toBe('');
      expect(broken.stderr).toContain('turnkey: the command does not build from its sources.');
    } finally {
      rmSync(checkout.dir, { recursive: true, force: true });
    }
  });

  it("loads axios without Node's fetch, and axios still knows a FormData from an object", async () => {
    // The bundle's edit of axios (bin/cli-build/package-edits.mjs): its import asks for no web
    // global that loads undici, and its request transform treats a FormData as before.
    const checkout = smallCheckout(
      "import axios, { AxiosHeaders } from 'axios';\n" +
        'const undiciLoaded = () =>\n' +
        '  (process as unknown as { moduleLoadList: string[] }).moduleLoadList.some((name) =>\n' +
        "    name.includes('undici'),\n" +
        '  );\n' +
        'export async function runCli(): Promise<number> {\n' +
        '  const atImport = undiciLoaded();\n' +
        '  const [transform] = axios.defaults.transformRequest as ((d: unknown, h: AxiosHeaders) => unknown)[];\n' +
        '  const form = new FormData();\n' +
        '  const formKept = transform!.call(axios.defaults, form, new AxiosHeaders()) === form;\n' +
        '  const json = transform!.call(axios.defaults, { a: 1 }, new AxiosHeaders());\n' +
        '  process.stdout.write(JSON.stringify({ atImport, formKept, json }));\n' +
        '  return 0;\n}\n',
    );
    try {
      const done = await run(checkout.bin);
      expect(done.code, done.stderr).toBe(0);
      expect(JSON.parse(done.stdout)).toEqual({ atImport: false, formKept: true, json: '{"a":1}' });
    } finally {
      rmSync(checkout.dir, { recursive: true, force: true });
    }
  });

  it('loads commander without child_process, and still runs a sub-command that is a program', async () => {
    // The bundle's edit of commander (bin/cli-build/package-edits.mjs): child_process is loaded
    // when a sub-command of its own file runs, not when commander is imported.
    const checkout = smallCheckout(
      "import { Command } from 'commander';\n" +
        'const childProcessLoaded = () =>\n' +
        '  (process as unknown as { moduleLoadList: string[] }).moduleLoadList.includes(\n' +
        "    'NativeModule child_process',\n" +
        '  );\n' +
        'export async function runCli(): Promise<number> {\n' +
        "  const program = new Command('t').command('sub', 'a program of its own', {\n" +
        '    executableFile: process.env.SUB_PROGRAM,\n' +
        '  });\n' +
        '  process.stdout.write(`${JSON.stringify({ atImport: childProcessLoaded() })}\\n`);\n' +
        "  program.parse(['node', 't', 'sub']);\n" +
        '  // commander ends the process with the program once it has run.\n' +
        '  return new Promise<number>(() => undefined);\n}\n',
    );
    const sub = join(checkout.dir, 'sub.mjs');
    writeFileSync(sub, "process.stdout.write('the sub-command ran\\n');\n");
    // The first start builds the bundle in its own process, with Vite, which loads child_process.
    const start = () =>
      new Promise<{ code: number; stdout: string; stderr: string }>((resolve) =>
        execFile(
          process.execPath,
          [checkout.bin],
          { cwd: ROOT, env: { ...process.env, SUB_PROGRAM: sub } },
          (error, stdout, stderr) =>
            resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
        ),
      );
    try {
      await start();
      const done = await start();
      expect(done.code, done.stderr).toBe(0);
      expect(done.stdout).toBe('{"atImport":false}\nthe sub-command ran\n');
    } finally {
      rmSync(checkout.dir, { recursive: true, force: true });
    }
  });

  it("loads each chunk once, by the path its importer names, without Node's search for it", async () => {
    // bin/turnkey.cjs, chunkLoader: a chunk's path is its importer's folder joined with the
    // name it requires; Node's resolution (stat, real path, package.json files) is for the rest.
    const checkout = smallCheckout(
      "export const name = 'main';\n" +
        'export async function runCli(): Promise<number> {\n' +
        "  const late = await import('./late');\n" +
        "  const again = await import('./late');\n" +
        '  const runs = (globalThis as { lateRuns?: number }).lateRuns;\n' +
        '  process.stdout.write(`${late.greet()} ${again.greet()} ${runs}\\n`);\n' +
        '  return 0;\n}\n',
    );
    writeFileSync(
      join(checkout.dir, 'src', 'cli', 'late.ts'),
      "import { name } from './main';\n" +
        'const counted = globalThis as { lateRuns?: number };\n' +
        'counted.lateRuns = (counted.lateRuns ?? 0) + 1;\n' +
        'export const greet = () => `late after ${name}`;\n',
    );
    const counter = join(checkout.dir, 'count-resolved.cjs');
    writeFileSync(
      counter,
      "const Module = require('node:module');\n" +
        'const resolve = Module._resolveFilename;\n' +
        'let relative = 0;\n' +
        'Module._resolveFilename = function (request, ...rest) {\n' +
        "  if (request.startsWith('.')) relative += 1;\n" +
        '  return resolve.call(this, request, ...rest);\n' +
        '};\n' +
        "process.on('exit', () => process.stderr.write(`resolved ${relative}\\n`));\n",
    );
    try {
      // The first start builds the bundle, with Vite, which resolves files of its own.
      expect((await run(checkout.bin)).stdout).toBe('late after main late after main 1\n');
      const counted = await new Promise<{ stdout: string; stderr: string }>((resolve) =>
        execFile(
          process.execPath,
          ['--require', counter, checkout.bin],
          { cwd: ROOT },
          (_error, stdout, stderr) => resolve({ stdout, stderr }),
        ),
      );
      expect(counted).toEqual({
        stdout: 'late after main late after main 1\n',
        stderr: 'resolved 0\n',
      });
      const chunks = readdirSync(
        join(checkout.dir, 'out', 'cli', readCurrentFolder(checkout.dir), 'chunks'),
      );
      expect(chunks.some((name) => name.startsWith('late-'))).toBe(true);
    } finally {
      rmSync(checkout.dir, { recursive: true, force: true });
    }
  });

  it('starts from the code cache its first start wrote, and compiles again past a damaged one', async () => {
    // bin/turnkey.cjs, useCodeCache: V8's code of each chunk is kept beside the build.
    const checkout = smallCheckout(
      "import { Command } from 'commander';\n" +
        'export async function runCli(argv: readonly string[]): Promise<number> {\n' +
        "  new Command('t').argument('<word>').action((word: string) => {\n" +
        '    process.stdout.write(`${word}\\n`);\n' +
        '  }).parse([...argv]);\n' +
        '  return 0;\n}\n',
    );
    try {
      expect((await run(checkout.bin, 'first')).stdout).toBe('first\n');
      const cacheDir = join(
        checkout.dir,
        'out',
        'cli',
        readCurrentFolder(checkout.dir),
        'code-cache',
      );
      const cached = readdirSync(cacheDir).sort();
      expect(cached).toContain('main.cjs.bin');
      expect(cached.some((name) => /^commander-.+\.cjs\.bin$/.test(name))).toBe(true);
      expect(await run(checkout.bin, 'cached')).toEqual({
        code: 0,
        stdout: 'cached\n',
        stderr: '',
      });
      for (const name of cached) writeFileSync(join(cacheDir, name), 'not the code of this chunk');
      expect(await run(checkout.bin, 'damaged')).toEqual({
        code: 0,
        stdout: 'damaged\n',
        stderr: '',
      });
      // The start that found it damaged wrote it again.
      expect(readFileSync(join(cacheDir, 'main.cjs.bin')).length).toBeGreaterThan(100);
    } finally {
      rmSync(checkout.dir, { recursive: true, force: true });
    }
  });
});
