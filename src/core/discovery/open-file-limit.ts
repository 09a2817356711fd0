/**
 * How many probes may be in flight without running out of file descriptors: every probe holds
 * one socket, and a process that hits its open-file limit fails every other open with EMFILE (a
 * log file, the trust store, the keychain's socket). Node cannot raise the limit from JavaScript,
 * but it raises its own soft limit to the hard one at start-up, so what this process has now is
 * what a child shell reports (`ulimit -n`) or, on Linux, /proc/self/limits says. The cap leaves a
 * reserve and a quarter of the rest to the app (docs/decisions.md, "Discovery", "Probes in
 * flight").
 */
import { execFile } from 'node:child_process';
import { readFile, readdir } from 'node:fs/promises';

export interface OpenFiles {
  /** The soft limit of open files of this process. */
  limit: number;
  /** Descriptors open now, where the OS tells (Linux). */
  open?: number;
}

/** Descriptors always left to the rest of the app. */
export const RESERVED_FILES = 128;
/** Share of the remaining room the sweep may take. */
const SWEEP_SHARE = 0.75;
/** Below this a sweep would crawl; EMFILE back-off in the sweep handles the rest. */
export const MIN_IN_FLIGHT = 8;

/** The soft "Max open files" of /proc/self/limits; undefined when unlimited or absent. */
export function parseProcLimits(text: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith('Max open files'));
  const soft = line?.slice('Max open files'.length).trim().split(/\s+/)[0];
  return parseLimit(soft);
}

/** A limit as `ulimit -n` prints it; undefined for "unlimited" or anything else. */
export function parseLimit(text: string | undefined): number | undefined {
  const value = text?.trim() ?? '';
  return /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
}

/** Probes allowed in flight: at most `wanted`, within the room the open-file limit leaves. */
export function inFlightCap(files: OpenFiles | undefined, wanted: number): number {
  if (!files) return wanted;
  const room = files.limit - (files.open ?? 0) - RESERVED_FILES;
  return Math.max(
    Math.min(MIN_IN_FLIGHT, wanted),
    Math.min(wanted, Math.floor(room * SWEEP_SHARE)),
  );
}

function shellLimit(): Promise<number | undefined> {
  return new Promise((resolve) => {
    execFile('/bin/sh', ['-c', 'ulimit -n'], { timeout: 2000 }, (error, stdout) =>
      resolve(error ? undefined : parseLimit(stdout)),
    );
  });
}

/** This process's limit and use; undefined where there is none to respect (Windows). */
export async function readOpenFiles(
  platform: NodeJS.Platform = process.platform,
): Promise<OpenFiles | undefined> {
  if (platform === 'win32') return undefined;
  if (platform === 'linux') {
    const [limits, fds] = await Promise.all([
      readFile('/proc/self/limits', 'utf8').catch(() => ''),
      readdir('/proc/self/fd').catch(() => undefined),
    ]);
    const limit = parseProcLimits(limits) ?? (await shellLimit());
    return limit === undefined ? undefined : { limit, ...(fds ? { open: fds.length } : {}) };
  }
  const limit = await shellLimit();
  return limit === undefined ? undefined : { limit };
}
