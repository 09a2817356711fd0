/**
 * Runs one of reach-commands.ts's commands and says how it ended, in the terms the engineer
 * needs: done, the administrator prompt refused, the tool missing, or failed with the tool's
 * own words. Each platform says "refused" its own way: pkexec exits 126 (dialog dismissed) or
 * 127 (not authorised), osascript prints error -128 ("User canceled"), the PowerShell script
 * exits with ERROR_CANCELLED (reach-commands.ts).
 */
import { execFile } from 'node:child_process';
import { WINDOWS_CANCELLED, type OsCommand } from './reach-commands';

export type OsOutcome =
  | { kind: 'done' }
  | { kind: 'refused' }
  | { kind: 'missing'; tool: string }
  | { kind: 'failed'; said: string };

export interface OsRun {
  /** Exit code; undefined when the program could not be started. */
  code: number | undefined;
  /** The start error's code (ENOENT when the program is not there). */
  startError?: string;
  stdout: string;
  stderr: string;
}

/** Runs a program without a shell. */
export type OsRunner = (command: OsCommand) => Promise<OsRun>;

/** How long a command may take, prompt included (an engineer reads the prompt first). */
export const COMMAND_TIMEOUT_MS = 5 * 60_000;

export const runOsCommand: OsRunner = (command) =>
  new Promise((resolve) => {
    execFile(
      command.file,
      command.args,
      { encoding: 'utf8', timeout: COMMAND_TIMEOUT_MS, windowsHide: true },
      (error, stdout, stderr) => {
        if (!error) return resolve({ code: 0, stdout, stderr });
        const code = typeof error.code === 'number' ? error.code : undefined;
        resolve({
          code,
          ...(typeof error.code === 'string' ? { startError: error.code } : {}),
          stdout,
          stderr,
        });
      },
    );
  });

/** The first line of what the tool said, for a one-sentence error. */
function firstWords(run: OsRun): string {
  const text = `${run.stderr}\n${run.stdout}`.trim().split('\n')[0]?.trim() ?? '';
  return text.length > 0 ? text.slice(0, 300) : `exit code ${run.code ?? '?'}`;
}

/** What a run of `command` means. */
export function outcomeOf(command: OsCommand, run: OsRun): OsOutcome {
  if (run.startError === 'ENOENT') return { kind: 'missing', tool: command.tool };
  if (run.code === 0) return { kind: 'done' };
  const elevation = command.file;
  if (elevation === 'pkexec' && (run.code === 126 || run.code === 127)) return { kind: 'refused' };
  if (elevation === 'osascript' && /-128|User cancell?ed/i.test(run.stderr))
    return { kind: 'refused' };
  if (elevation === 'powershell.exe' && run.code === WINDOWS_CANCELLED) return { kind: 'refused' };
  // pkexec runs the tool itself: a missing `ip` behind it says so on standard error.
  if (elevation === 'pkexec' && /Cannot run program|No such file/i.test(run.stderr)) {
    return { kind: 'missing', tool: command.args[0] ?? command.tool };
  }
  return { kind: 'failed', said: firstWords(run) };
}
