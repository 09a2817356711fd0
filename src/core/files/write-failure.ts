/**
 * A file system's refusal to write, said as the app's error data (docs/decisions.md, "Hard edges
 * of files"): a full disk or quota is `disk_full`, no permission or a read-only disk is
 * `not_writable`, each naming the file, its folder and, when known, how many bytes were to be
 * written, in both languages. Anything else is thrown as it is.
 */
import { dirname } from 'node:path';
import { appFailureData } from '../../shared/errors/app-failures';
import { AppFailure } from '../../shared/errors/error-data';

const FULL = new Set(['ENOSPC', 'EDQUOT']);
const PERMISSION = new Set(['EACCES', 'EPERM']);

function errnoCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The refusal as error data, or undefined when it is not one of a full or closed disk. */
export function writeFailure(error: unknown, file: string, bytes?: number): AppFailure | undefined {
  if (error instanceof AppFailure) return error;
  const code = errnoCode(error);
  if (code === undefined) return undefined;
  const folder = dirname(file);
  if (FULL.has(code)) {
    return new AppFailure(
      appFailureData('disk_full', { file, folder, ...(bytes === undefined ? {} : { bytes }) }),
    );
  }
  if (PERMISSION.has(code) || code === 'EROFS') {
    const reason = code === 'EROFS' ? 'read_only' : 'permission';
    return new AppFailure(appFailureData('not_writable', { file, folder, reason }));
  }
  return undefined;
}

/** Runs a write of `file`; a full or closed disk comes out as writeFailure's error data. */
export async function describedWrite<T>(
  file: string,
  bytes: number | undefined,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw writeFailure(error, file, bytes) ?? error;
  }
}

/** True for the codes of a disk that cannot take a write now (full, closed, read-only). */
export function isDiskRefusal(error: unknown): boolean {
  const data = error instanceof AppFailure ? error.data.code : undefined;
  return data === 'disk_full' || data === 'not_writable';
}
