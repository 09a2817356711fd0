/**
 * The top-level help is written from the catalogue without loading a single command: each of
 * its lines must say what the command it stands for says, and running `turnkey --help` must not
 * import the client, the keychain, the simulator or zod.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Command, Help } from 'commander';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { COMMANDS } from '../../../src/cli/command-catalogue';
import { buildProgram } from '../../../src/cli/main';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * The packages and files a chunk of the bundle (CommonJS, bin/cli-build.mjs) loads as it starts,
 * following its chunks: the require() calls of its first lines, not those in a function.
 */
function staticImports(file: string, seen = new Set<string>()): Set<string> {
  const text = readFileSync(file, 'utf8');
  const topLevel = /^(?:(?:const|let|var) [\w$]+ = )?(?:[\w$.]+\()?require\("([^"]+)"\)/gm;
  for (const [, specifier = ''] of text.matchAll(topLevel)) {
    if (specifier.startsWith('.')) {
      const path = join(dirname(file), specifier);
      if (!seen.has(path)) {
        seen.add(path);
        staticImports(path, seen);
      }
    } else seen.add(specifier);
  }
  return seen;
}

describe('the command catalogue', () => {
  it.each(COMMANDS.map((entry) => [entry.name, entry] as const))(
    '%s: the line in the top-level help is the command’s own',
    async (_name, entry) => {
      const program = new Command('turnkey');
      (await entry.load())(program);
      const command = program.commands.find((c) => c.name() === entry.name);
      expect(command).toBeDefined();
      expect(new Help().subcommandTerm(command!)).toBe(entry.term);
      expect(command!.description()).toBe(entry.summary);
    },
  );

  it('lists every command in the top-level help, and each is replaced when loaded', async () => {
    const help = buildProgram().helpInformation();
    for (const entry of COMMANDS) expect(help).toContain(entry.term);
    const trust = COMMANDS.find((entry) => entry.name === 'trust')!;
    const loaded = buildProgram({ name: 'trust', register: await trust.load() });
    const command = loaded.commands.find((c) => c.name() === 'trust')!;
    expect(command.helpInformation()).toContain('--accept <sha256>');
  });
});

// A start may first rebuild the bundle when a source changed meanwhile (bin/cli-build.mjs).
vi.setConfig({ testTimeout: 30_000 });

describe('the bundle', () => {
  beforeAll(() => {
    execFileSync(process.execPath, [join(ROOT, 'bin', 'cli-build.mjs')], { stdio: 'ignore' });
  }, 60_000);

  it.each([
    ['trust', '--help'],
    ['help', 'trust'],
  ])('`turnkey %s %s` shows the real command’s help', (...args) => {
    const help = execFileSync(process.execPath, [join(ROOT, 'bin', 'turnkey.cjs'), ...args], {
      encoding: 'utf8',
    });
    expect(help).toContain('Usage: turnkey trust [options] <host[:port]>');
    expect(help).toContain('--accept <sha256>');
  });

  const build = () => {
    const current = JSON.parse(readFileSync(join(ROOT, 'out', 'cli', 'current.json'), 'utf8')) as {
      folder: string;
    };
    return join(ROOT, 'out', 'cli', current.folder);
  };
  /** The chunks of bundled packages (bin/cli-build.mjs) among the files `file` loads first. */
  const bundledPackages = (file: string) =>
    [...staticImports(file)]
      .map((path) => /chunks\/(zod|axios|yaml|proper-lockfile)-[^/]+\.cjs$/.exec(path)?.[1])
      .filter((name) => name !== undefined);

  it('starts with commander and Node’s own modules only: no command is loaded for --help', () => {
    const loaded = [...staticImports(join(build(), 'main.cjs'))];
    const packages = loaded.filter((s) => !s.startsWith('/') && !s.startsWith('node:'));
    // commander is written into the bundle, as zod and axios are: no package is imported.
    expect(packages).toEqual([]);
    expect(loaded.some((s) => /chunks\/commander-[^/]+\.cjs$/.test(s))).toBe(true);
    expect(bundledPackages(join(build(), 'main.cjs'))).toEqual([]);
  });

  /**
   * Commands whose options are derived from their wizard's form (a zod schema: the form's fields
   * are the options, cli/flow/form-options.ts), and the simulator's, whose options check its own
   * settings: their help loads zod, no other.
   */
  const OPTIONS_FROM_SCHEMAS = new Set(['network', 'password', 'time', 'transfer', 'simulate']);

  it.each(COMMANDS.map((entry) => entry.name).filter((name) => !OPTIONS_FROM_SCHEMAS.has(name)))(
    '`turnkey %s --help` loads the command’s options, not what its actions need',
    (name) => {
      const chunks = readdirSync(join(build(), 'chunks'));
      const chunk = chunks.find((file) => file.startsWith(`${name}.command-`));
      expect(chunk).toBeDefined();
      expect(bundledPackages(join(build(), 'chunks', chunk!))).toEqual([]);
    },
  );

  const bundleFiles = () => [
    join(build(), 'main.cjs'),
    ...readdirSync(join(build(), 'chunks')).map((file) => join(build(), 'chunks', file)),
  ];

  it('loads every module with require(): no chunk holds an import() expression', () => {
    // On Node 20, bin/turnkey.cjs compiles the chunks with vm.Script from V8's code cache; a
    // function compiled from that cache has no loader for import() ("A dynamic import callback
    // was not specified"), so a built-in is loaded with process.getBuiltinModule instead.
    const found = bundleFiles().filter((file) =>
      /(?<![\w$.])import\s*\(/.test(readFileSync(file, 'utf8')),
    );
    expect(found).toEqual([]);
  });

  it('names by a relative path only its own chunks, each of which is there', () => {
    // bin/turnkey.cjs, chunkLoader: a relative require is a chunk of the build, loaded by the
    // path its importer names; anything else goes to Node's require.
    const named = bundleFiles().flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\brequire\("(\.\.?\/[^"]*)"\)/g)].map(([, id]) => ({
        file,
        id: id!,
      })),
    );
    expect(named.length).toBeGreaterThan(100);
    const strays = named.filter(
      ({ file, id }) => !id.endsWith('.cjs') || !existsSync(join(dirname(file), id)),
    );
    expect(strays).toEqual([]);
  });

  it('is written in ASCII, so Node reads each chunk as a string of one byte a character', () => {
    const found = bundleFiles().filter((file) => readFileSync(file).some((byte) => byte > 0x7f));
    expect(found).toEqual([]);
  });

  it.each([...OPTIONS_FROM_SCHEMAS])(
    '`turnkey %s --help` loads zod for its options, no more',
    (name) => {
      const chunk = readdirSync(join(build(), 'chunks')).find((file) =>
        file.startsWith(`${name}.command-`),
      );
      expect(bundledPackages(join(build(), 'chunks', chunk!))).toEqual(['zod']);
    },
  );
});
