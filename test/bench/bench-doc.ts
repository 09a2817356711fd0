/**
 * Writes a benchmark's figures into its own `## Title` section of docs/benchmarks.md (replacing
 * the section of an earlier run, leaving the others alone), and states the machine they came from.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { arch, cpus, platform, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';

const DOC = fileURLToPath(new URL('../../docs/benchmarks.md', import.meta.url));

/** "Measured YYYY-MM-DD by FILE on linux x64, 2 cores (CPU), 24 GiB, Node v20..." */
export function measuredOn(file: string): string {
  const cpu = cpus();
  const gib = Math.round(totalmem() / 2 ** 30);
  return (
    `Measured ${new Date().toISOString().slice(0, 10)} by \`${file}\` on ${platform()} ${arch()}, ` +
    `${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), ${gib} GiB, Node ${process.version}.`
  );
}

/** Replaces (or appends) the section that starts with `## title`. */
export async function recordSection(title: string, body: string): Promise<void> {
  const section = `## ${title}\n\n${body.trim()}\n`;
  const doc = await readFile(DOC, 'utf8');
  const start = doc.indexOf(`\n## ${title}\n`);
  if (start < 0) {
    await writeFile(DOC, `${doc.trimEnd()}\n\n${section}`);
    return;
  }
  const next = doc.indexOf('\n## ', start + 1);
  await writeFile(
    DOC,
    `${doc.slice(0, start + 1)}${section}${next < 0 ? '' : `\n${doc.slice(next + 1)}`}`,
  );
}
