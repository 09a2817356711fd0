/**
 * Questions on the terminal: a yes/no confirmation and a password typed without echo. Both refuse
 * to ask when standard input is not a terminal, so scripts fail fast instead of hanging.
 */
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { UsageError } from './report-error';

export function canPrompt(): boolean {
  return process.stdin.isTTY && process.stderr.isTTY;
}

function ask(question: string, hidden: boolean): Promise<string> {
  if (!canPrompt())
    return Promise.reject(new UsageError(`cannot ask "${question.trim()}": not a terminal`));
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stderr.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      if (hidden) process.stderr.write('\n');
      resolve(answer);
    });
    muted = hidden;
  });
}

export async function confirm(question: string): Promise<boolean> {
  return /^(y|yes)$/i.test((await ask(`${question} [y/N] `, false)).trim());
}

export function askPassword(question = 'Password: '): Promise<string> {
  return ask(question, true);
}
