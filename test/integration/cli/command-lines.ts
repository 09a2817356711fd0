/**
 * Command lines for a `turnkey` command made from what it declares to commander: its arguments
 * and options, each given odd values (empty, very long, Cyrillic, paths that climb, numbers at
 * and past every edge) beside the values a test knows to be real (a trusted controller's address
 * and fingerprint), now and then an option left without its value, an unknown flag or `--help`.
 * Paths are absolute and inside the test's data folder, so where a command writes does not
 * depend on the folder the test runs in.
 */
import { join } from 'node:path';
import type { Argument, Command, Option } from 'commander';
import fc from 'fast-check';

/** What a test knows to be real, to mix in with the odd values. */
export interface KnownValues {
  /** `host:port` of a trusted controller on the site. */
  address: string;
  host: string;
  fingerprint: string;
  siteName: string;
  /** Files the commands may write go under here. */
  filesDir: string;
}

const ODD = [
  '',
  ' ',
  '-',
  '--',
  'x'.repeat(5000),
  'Объект №1, корпус Б',
  '../..',
  '../../../../etc/passwd',
  '%00',
  '\u0000',
  '__proto__',
  '<script>',
  '00:11',
  'ZZ:ZZ',
  '127.0.0.1:0',
  '255.255.255.255',
  '[::1]:99999',
  'host:-1',
  '-1',
  '0',
  '-9007199254740993',
  '99999999999999999999999',
  '1e309',
  'NaN',
  '=',
  'a=',
  '=b',
];

/** A leaf command with the names that reach it (`['site', 'show']`). */
export interface LeafCommand {
  path: string[];
  command: Command;
}

/** Every command of the tree that runs an action: the leaves under `root`. */
export function leafCommands(root: Command, path: string[] = []): LeafCommand[] {
  return root.commands.flatMap((command) => {
    const here = [...path, command.name()];
    return command.commands.length === 0 ? [{ path: here, command }] : leafCommands(command, here);
  });
}

/** The placeholder of an option or argument (`<host:port>` -> `host:port`). */
function placeholder(flags: string): string {
  return /[<[]([^>\]]+)[>\]]/.exec(flags)?.[1] ?? '';
}

function oddText(known: KnownValues): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...ODD) },
    { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(known.address, known.host, known.fingerprint, known.siteName),
    },
  );
}

/** A value for something named `name` (an option's or argument's placeholder). */
function valueFor(name: string, known: KnownValues, choices?: readonly string[]) {
  const odd = oddText(known);
  const options: fc.Arbitrary<string>[] = [odd];
  if (choices && choices.length > 0) options.push(fc.constantFrom(...choices));
  if (/host|address|controller|member|control|listen/i.test(name)) {
    const real = fc.constantFrom(known.address, known.address, known.host, `${known.host}:1`);
    options.push(real, real);
  }
  if (/sha256|fingerprint/i.test(name)) {
    options.push(fc.constantFrom(known.fingerprint, known.fingerprint.replaceAll(':', '')));
  }
  if (/file/i.test(name)) {
    options.push(odd.map((text) => join(known.filesDir, text)));
    options.push(fc.constant(join(known.filesDir, 'plan.yaml')));
  }
  if (/^(n|ms|length|list)$/.test(name)) {
    options.push(fc.constantFrom('-1', '0', '1', '65536', '2147483648', '1.5', 'abc'));
  }
  if (/key=value/.test(name)) {
    options.push(
      fc.tuple(odd, odd).map(([key, value]) => `${key}=${value}`),
      fc.constantFrom('pass_time=abc', 'pass_time=-1', 'page_size=1e9', 'anti_passback=maybe'),
    );
  }
  return fc.oneof(...options);
}

function optionWords(option: Option, known: KnownValues): fc.Arbitrary<string[]> {
  const flag = option.long ?? option.short ?? '';
  if (!option.required && !option.optional) return fc.constant([flag]);
  const value = valueFor(placeholder(option.flags), known, option.argChoices);
  // Now and then the value is left out, and the next word is taken for it or it is missing.
  return fc.oneof(
    { weight: 6, arbitrary: value.map((v): string[] => [flag, v]) },
    { weight: 1, arbitrary: value.map((v): string[] => [`${flag}=${v}`]) },
    { weight: 1, arbitrary: fc.constant<string[]>([flag]) },
  );
}

function argumentWords(argument: Argument, known: KnownValues): fc.Arbitrary<string[]> {
  const value = valueFor(argument.name(), known, argument.argChoices);
  const count = argument.variadic ? { min: 1, max: 3 } : { min: 1, max: 1 };
  const given = fc.array(value, { minLength: count.min, maxLength: count.max });
  // A required argument is left out one time in eight, an optional one half of the time.
  return argument.required
    ? fc.oneof({ weight: 7, arbitrary: given }, { weight: 1, arbitrary: fc.constant<string[]>([]) })
    : fc.oneof(given, fc.constant<string[]>([]));
}

export interface LineOptions {
  /** Long flags never given (see the test for why). */
  leftOut?: readonly string[];
  /** Every line carries an unknown flag, so that it must be refused while it is parsed. */
  malformedOnly?: boolean;
}

/** The words after `turnkey` for a leaf command: its path, arguments, options and extras. */
export function commandLines(
  leaf: LeafCommand,
  known: KnownValues,
  { leftOut = [], malformedOnly = false }: LineOptions = {},
): fc.Arbitrary<string[]> {
  const options = leaf.command.options.filter(
    (o) => !leftOut.includes(o.long ?? '') && o.long !== '--help',
  );
  // A required option is there seven times in eight, so that most lines reach the command.
  const mandatory = options.filter((o) => o.mandatory);
  const free = options.filter((o) => !o.mandatory);
  const required = fc.oneof(
    { weight: 7, arbitrary: fc.constant(mandatory) },
    { weight: 1, arbitrary: fc.subarray(mandatory) },
  );
  const chosen = fc
    .tuple(required, fc.subarray(free, { maxLength: Math.min(4, free.length) }))
    .chain(([must, picked]) =>
      must.length + picked.length === 0
        ? fc.constant<string[][]>([])
        : fc.tuple(...[...must, ...picked].map((o) => optionWords(o, known))),
    );
  const args = leaf.command.registeredArguments.map((a) => argumentWords(a, known));
  const argsWords = args.length === 0 ? fc.constant<string[][]>([]) : fc.tuple(...args);
  const global = fc.oneof(
    { weight: 4, arbitrary: fc.constant<string[]>([]) },
    { weight: 1, arbitrary: valueFor('site', known).map((site) => ['--site', site]) },
    { weight: 1, arbitrary: fc.constant(['--wide']) },
  );
  const unknown = fc.constantFrom('--no-such-option', '-Z', '--json=maybe', '--Controller');
  const extra = malformedOnly
    ? unknown.map((flag) => [flag])
    : fc.oneof(
        { weight: 12, arbitrary: fc.constant<string[]>([]) },
        { weight: 1, arbitrary: unknown.map((flag) => [flag]) },
        { weight: 1, arbitrary: fc.constant(['--help']) },
      );
  // An unknown flag that must refuse the line comes first: after an option it could be taken
  // for that option's value.
  return fc
    .tuple(argsWords, chosen, global, extra)
    .map(([a, o, g, e]) =>
      malformedOnly
        ? [...leaf.path, ...e, ...a.flat(), ...o.flat(), ...g]
        : [...leaf.path, ...a.flat(), ...o.flat(), ...g, ...e],
    );
}
