/**
 * Why a mutant that no test kills is left (docs/benchmarks.md, "Mutation scores"): the mutant is
 * equivalent (the program behaves the same) or harmless (what changes cannot reach a controller,
 * a file or a user). Keyed by file, mutator, the original text and its replacement, so an entry
 * stays true while lines move; a survivor without an entry is listed as not explained.
 */
export const SURVIVORS: Record<string, string> = {};

export function survivorKey(
  file: string,
  mutator: string,
  original: string,
  replacement: string,
): string {
  return `${file}|${mutator}|${original}|${replacement}`;
}
