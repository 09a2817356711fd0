/**
 * How a wizard's command ends when not everything went well (`turnkey network`, `time`,
 * `access-points`): one closing sentence on standard error (a script reads the exit code, a
 * person the reason of each controller above it and this sentence last) and the exit code the
 * flow gave (a controller that cannot be reached ends with 3, as everywhere in `turnkey`).
 */
import type { LocalizedText } from '../../shared/words/localized-text';
import { EXIT_CODES } from '../exit-codes';
import { stopCause, whatWasLeft } from './interrupt';
import type { CliFlowOutcome } from './run-flow';

export interface FlowEnding {
  /** not_all_verified, not_confirmed, stopped, interrupted (Ctrl+C), not_all_read, the form's
   * refusal code, or the code of the one controller that failed. */
  code: string;
  text: LocalizedText;
  exitCode: number;
}

/** The command's own words for the endings that differ between wizards. */
export interface FlowEndingWords {
  /** The form refused the values (exit code 2). */
  refused: { code: string; text: LocalizedText };
  /** What "verified" means here ("at the new address"); empty by default. */
  verifiedWhere?: LocalizedText;
  /** The flow stopped before anything was sent. */
  stopped: LocalizedText;
  /** Said after what a stopped job left: how to go on from there. */
  afterStop?: LocalizedText;
}

/** Undefined when the flow ended well (every controller verified, or nothing to change). */
export function flowEnding(
  outcome: CliFlowOutcome,
  confirmedByYes: boolean,
  words: FlowEndingWords,
): FlowEnding | undefined {
  const { exitCode, job } = outcome;
  if (exitCode === EXIT_CODES.ok) return undefined;
  if (exitCode === EXIT_CODES.usage) return { ...words.refused, exitCode };
  if (job && (outcome.interrupted === true || job.state === 'cancelled')) {
    const left = whatWasLeft(job, stopCause(job, outcome.interrupted === true));
    const then = words.afterStop;
    return {
      code: outcome.interrupted ? 'interrupted' : 'stopped',
      text: then ? { en: `${left.en}\n${then.en}`, ru: `${left.ru}\n${then.ru}` } : left,
      exitCode,
    };
  }
  if (job) {
    const total = job.controllers.length;
    const missed = job.controllers.filter((c) => c.state !== 'succeeded').length;
    const where = words.verifiedWhere ?? { en: '', ru: '' };
    return {
      code: 'not_all_verified',
      text: {
        en: `${missed} of ${total} controller${total === 1 ? '' : 's'} not verified${where.en}: see each one's reason above.`,
        ru: `Не проверено${where.ru} контроллеров: ${missed} из ${total}; причина каждого — выше.`,
      },
      exitCode,
    };
  }
  // Without --yes, a plan followed by a failure is one the engineer declined at the prompt.
  if (outcome.plan && !confirmedByYes && exitCode === EXIT_CODES.failure) {
    return {
      code: 'not_confirmed',
      text: {
        en: 'The plan was not confirmed; nothing was sent.',
        ru: 'План не подтверждён; ничего не отправлено.',
      },
      exitCode,
    };
  }
  return { code: 'stopped', text: words.stopped, exitCode };
}

/** Several controllers of a `show` or `list` could not be read (one alone ends with its own). */
export function notAllRead(failed: number, total: number): FlowEnding {
  return {
    code: 'not_all_read',
    text: {
      en: `${failed} of ${total} controllers could not be read: see their rows.`,
      ru: `Не удалось прочитать контроллеров: ${failed} из ${total}; см. их строки.`,
    },
    exitCode: EXIT_CODES.failure,
  };
}

/** Says the ending and sets the exit code the command ends with; nothing when there is none. */
export function endWith(ending: FlowEnding | undefined): void {
  if (!ending) return;
  process.stderr.write(`turnkey: ${ending.text.en}\n`);
  process.exitCode = ending.exitCode;
}
