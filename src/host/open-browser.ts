/**
 * Opens the host's URL in the user's browser where one can be opened: `open` on
 * macOS, the URL handler on Windows, `xdg-open` on a Linux desktop. On a machine with no desktop
 * or no opener it does nothing and says so: the URL is printed either way, so this never fails.
 */
import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

export interface Opener {
  command: string;
  args: string[];
}

/** Whether an executable of that name is on PATH. */
function onPath(command: string, env: NodeJS.ProcessEnv): boolean {
  return (env['PATH'] ?? '').split(delimiter).some((dir) => {
    try {
      accessSync(join(dir, command), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** How to open a URL on this platform, or undefined when there is no way. */
export function browserOpener(
  url: string,
  platform: NodeJS.Platform = process.platform,
  env: NodeJS.ProcessEnv = process.env,
  exists: (command: string) => boolean = (command) => onPath(command, env),
): Opener | undefined {
  if (platform === 'darwin') return { command: 'open', args: [url] };
  // Not `cmd /c start`: cmd would read `&` and `^` in a URL as its own syntax.
  if (platform === 'win32')
    return { command: 'rundll32', args: ['url.dll,FileProtocolHandler', url] };
  const desktop = Boolean(env['DISPLAY'] || env['WAYLAND_DISPLAY']);
  return desktop && exists('xdg-open') ? { command: 'xdg-open', args: [url] } : undefined;
}

/** Starts the opener detached; returns whether there was one to start. */
export function openInBrowser(url: string): boolean {
  const opener = browserOpener(url);
  if (!opener) return false;
  const child = spawn(opener.command, opener.args, { detached: true, stdio: 'ignore' });
  child.on('error', () => undefined);
  child.unref();
  return true;
}
