/**
 * Every help text of `turnkey`, as a user reads it: no decision numbers ("D11"), which mean
 * nothing outside the project, and no defaults printed as raw JSON (`{}`, `[]`, `{"host":...}`).
 */
import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../../src/cli/command-catalogue';
import { buildProgram } from '../../../src/cli/main';

/** The help of `command`, with the texts added after it. */
function helpOf(command: Command): string {
  let text = '';
  command.configureOutput({ writeOut: (chunk) => (text += chunk) });
  command.outputHelp();
  return text;
}

/** The help of `command` and of every command below it. */
function helpTexts(command: Command, path: string[] = []): [string, string][] {
  const here: [string, string] = [[...path, command.name()].join(' '), helpOf(command)];
  return [here, ...command.commands.flatMap((sub) => helpTexts(sub, [...path, command.name()]))];
}

/**
 * Loading every command's modules is the bulk of this test and takes seconds on a busy machine;
 * the limit only guards against a hang (how fast the CLI starts is the CLI benchmark's).
 */
const LOAD_GUARD_MS = 120_000;

describe('turnkey help texts', () => {
  it(
    'carries no decision numbers and no raw defaults, in any command',
    { timeout: LOAD_GUARD_MS },
    async () => {
      // The top-level help alone: its sub-commands are placeholders until loaded.
      const texts: [string, string][] = [['turnkey', helpOf(buildProgram())]];
      for (const entry of COMMANDS) {
        const program = buildProgram({ name: entry.name, register: await entry.load() });
        const command = program.commands.find((c) => c.name() === entry.name)!;
        texts.push(...helpTexts(command, ['turnkey']));
      }
      // turnkey; api, its list, openapi and call; trust, login, forget; site, its new, list and show;
      // password, discover, simulate.
      expect(texts.length).toBeGreaterThanOrEqual(15);
      for (const [name, text] of texts) {
        expect(text, name).toContain('Usage: ');
        expect(text, name).not.toMatch(/\bD\d{1,2}\b/);
        expect(text, name).not.toMatch(/default: (\{|\[)/);
      }
    },
  );
});
