/**
 * Ctrl+C on a command that follows a job (docs/decisions.md, "Ctrl+C in the CLI"): the first
 * stops the job now, so the controller's side is stopped before the command ends (the VPN sync
 * or the migration told to stop, a transfer or a plan after the write in flight); the command
 * then says what was left and exits 130. A second Ctrl+C exits 130 at once.
 */
import type { LocalizedText } from '../../shared/words/localized-text';
import type { Job } from '../../shared/ipc/job.schema';
import { EXIT_CODES } from '../exit-codes';

export interface Interrupt {
  /** True once Ctrl+C was pressed. */
  readonly asked: boolean;
  /** Gives Ctrl+C back to Node (it ends the process). */
  dispose(): void;
}

/**
 * Listens for Ctrl+C (SIGINT, also `kill -INT`): the first says `stopping` and calls `stop`,
 * the second exits at once.
 */
export function onInterrupt(
  stopping: string | (() => string),
  stop: () => Promise<unknown> | void,
  err: (text: string) => void = (text) => process.stderr.write(text),
): Interrupt {
  let asked = false;
  const handler = () => {
    if (asked) {
      err(
        'turnkey: stopped waiting at the second Ctrl+C; the stop may not have reached the controller.\n',
      );
      process.exit(EXIT_CODES.interrupted);
    }
    asked = true;
    err(`\n${typeof stopping === 'string' ? stopping : stopping()}\n`);
    void Promise.resolve()
      .then(stop)
      .catch((error: unknown) => {
        err(
          `turnkey: the stop could not be asked: ${error instanceof Error ? error.message : String(error)}\n`,
        );
      });
  };
  process.on('SIGINT', handler);
  return {
    get asked() {
      return asked;
    },
    dispose: () => process.off('SIGINT', handler),
  };
}

/**
 * One line of what a stopped job did and left, by its controllers' outcomes: "Stopped by
 * Ctrl+C: 1 of 3 done, 1 stopped midway, 1 not started."
 */
export function whatWasLeft(job: Job, cause: LocalizedText): LocalizedText {
  const count = (state: Job['state']) => job.controllers.filter((c) => c.state === state).length;
  const ok = count('succeeded');
  const total = job.controllers.length;
  const en = [`${ok} of ${total} done`];
  const ru = [`выполнено ${ok} из ${total}`];
  const more: Array<[number, string, string]> = [
    [count('cancelled'), 'stopped midway', 'остановлено на ходу'],
    [count('not_started'), 'not started', 'не начато'],
    [count('failed'), 'failed', 'с ошибкой'],
  ];
  for (const [n, english, russian] of more) {
    if (n === 0) continue;
    en.push(`${n} ${english}`);
    ru.push(`${russian}: ${n}`);
  }
  return { en: `${cause.en}: ${en.join(', ')}.`, ru: `${cause.ru}: ${ru.join(', ')}.` };
}

/** Who stopped a job that ended stopped: Ctrl+C here, another Turnkey, or its work. */
export function stopCause(job: Job, interrupted: boolean): LocalizedText {
  if (interrupted) return { en: 'Stopped by Ctrl+C', ru: 'Остановлено по Ctrl+C' };
  const by = job.stop?.by;
  if (by && by.pid !== process.pid)
    return {
      en: `Stopped from another Turnkey (${by.shell}, process ${by.pid})`,
      ru: `Остановлено из другого Turnkey (${by.shell}, процесс ${by.pid})`,
    };
  return { en: 'Stopped', ru: 'Остановлено' };
}
