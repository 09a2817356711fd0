/**
 * Questions on the terminal: a yes/no confirmation and a password typed without echo. Both refuse
 * to ask when standard input is not a terminal, so scripts fail fast instead of hanging. Ctrl+C
 * at a question stops the command with exit code 130, as it does anywhere else. readline is loaded
 * when a question is asked: the commands that import this and ask nothing (`turnkey site show`)
 * start without it (docs/benchmarks.md, "CLI start-up").
 */
import { Writable } from 'node:stream';
import { InterruptedError, UsageError } from './report-error';

export function canPrompt(): boolean {
  return process.stdin.isTTY && process.stderr.isTTY;
}

function ask(question: string, hidden: boolean): Promise<string> {
  if (!canPrompt())
    return Promise.reject(new UsageError(`cannot ask "${question.trim()}": not a terminal`));
  const { createInterface } = process.getBuiltinModule('node:readline');
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stderr.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve, reject) => {
    // The terminal is raw while readline reads, so Ctrl+C arrives as a key (readline's SIGINT);
    // a SIGINT sent to the process (kill -INT) ends the question the same way.
    const interrupt = () => {
      finish();
      process.stderr.write('\n');
      reject(new InterruptedError());
    };
    const finish = () => {
      process.off('SIGINT', interrupt);
      rl.close();
    };
    rl.once('SIGINT', interrupt);
    process.once('SIGINT', interrupt);
    rl.question(question, (answer) => {
      finish();
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
