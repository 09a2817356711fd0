// Whether the tools a test group needs are installed: a PATH lookup done here rather than through
// a shell (`command -v`), so that it works the same where PATH has been narrowed.
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/**
 * Whether `path` is a file this process may execute.
 * @param {string} path
 * @returns {boolean}
 */
export function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * Whether an executable named `tool` is in one of the folders of `pathVariable`.
 * @param {string} tool
 * @param {string | undefined} pathVariable
 * @param {NodeJS.Platform} [platform]
 * @returns {boolean}
 */
export function onPath(tool, pathVariable, platform = process.platform) {
  const names = platform === 'win32' ? [tool, `${tool}.exe`, `${tool}.cmd`] : [tool];
  return (pathVariable ?? '')
    .split(delimiter)
    .filter((dir) => dir !== '')
    .some((dir) => names.some((name) => isExecutable(join(dir, name))));
}
