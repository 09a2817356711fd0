/**
 * How big a plan file may be (docs/decisions.md, "Hard edges of files"): one limit for the app,
 * the CLI and the renderer, which checks a chosen file's size before it reads a byte of it
 * (docs/decisions.md, "Hard edges of the command line").
 */
import type { PlanProblem } from '../ipc/plans.schema';

/**
 * The largest plan file read, in bytes: a site of 1,000 controllers written by `export-plan` is
 * about 0.7 MB, so twice that and more; the bridge carries it (wire.schema.ts).
 */
export const PLAN_FILE_MAX_BYTES = 2 * 1024 * 1024;

const KIB = 1024;

/** The problem of a plan of `bytes` bytes, or undefined when it is not too large. */
export function planSizeProblem(bytes: number): PlanProblem | undefined {
  if (bytes <= PLAN_FILE_MAX_BYTES) return undefined;
  const size = `${Math.ceil(bytes / KIB)} KiB`;
  const max = `${PLAN_FILE_MAX_BYTES / KIB} KiB`;
  return {
    line: 0,
    field: '',
    message: {
      en: `the file is ${size}, larger than a plan may be (${max}): check that it is the plan file; nothing of it was read`,
      ru: `файл занимает ${size}, больше допустимого для плана (${max}): проверьте, что это файл плана; он не читался`,
    },
  };
}
