/**
 * The operating system's own commands that add and remove a temporary address on an interface,
 * with its own way of asking for an administrator (docs/decisions.md, "Reaching a controller on
 * another network"). Pure: every command is an argument array for execFile; where a shell
 * string cannot be avoided (osascript's `do shell script`, PowerShell's `Start-Process`) each
 * value is quoted for that shell, never pasted in. Beside each command, the line an engineer
 * types by hand when the prompt was refused or the tool is missing.
 */

/** One temporary address this computer adds: `address/prefix` on `interface`. */
export interface TemporaryAddress {
  interface: string;
  address: string;
  prefix: number;
}

export type ReachPlatform = 'linux' | 'darwin' | 'win32';

/** A program and its arguments, run without a shell. */
export interface OsCommand {
  file: string;
  args: string[];
  /** The tool the command needs; missing means the manual line is all that is left. */
  tool: string;
}

export interface ReachCommand {
  run: OsCommand;
  /** What to type as an administrator, in the platform's own shell. */
  manual: string;
}

export interface ElevationContext {
  platform: ReachPlatform;
  /** Already an administrator (root): no prompt, the tool is run directly. */
  elevated: boolean;
}

/** Windows' ERROR_CANCELLED: the script exits with it when the UAC prompt is refused. */
export const WINDOWS_CANCELLED = 1223;

/** The dotted-quad netmask of a prefix length. */
export function maskOfPrefix(prefix: number): string {
  const bits = prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0;
  return [24, 16, 8, 0].map((shift) => (bits >>> shift) & 0xff).join('.');
}

/** POSIX shell quoting: the value in single quotes, a single quote as `'\''`. */
export function shellQuote(value: string): string {
  return /^[A-Za-z0-9_./:=@%+-]+$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`;
}

/** An AppleScript string literal: backslash and double quote escaped. */
export function appleScriptString(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** A PowerShell single-quoted literal: nothing inside is expanded, a quote is doubled. */
export function powerShellString(value: string): string {
  return `'${value.replace(/['\u2018\u2019\u201a\u201b]/g, (quote) => quote + quote)}'`;
}

/**
 * A Windows command-line argument (as CommandLineToArgvW reads it): in double quotes when it
 * holds a space or a quote, a quote escaped with a backslash, backslashes before a quote doubled.
 */
export function windowsArgument(value: string): string {
  if (value !== '' && !/[\s"]/.test(value)) return value;
  const escaped = value.replace(/(\\*)"/g, '$1$1\\"').replace(/(\\+)$/, '$1$1');
  return `"${escaped}"`;
}

/** The PowerShell script run with -EncodedCommand, so no command line quotes it a second time. */
export function elevatedPowerShell(file: string, args: readonly string[]): string {
  const list = args.map((arg) => powerShellString(windowsArgument(arg))).join(',');
  return [
    'try {',
    `  $p = Start-Process -FilePath ${powerShellString(file)} -ArgumentList ${list} -Verb RunAs -Wait -PassThru -WindowStyle Hidden`,
    '  exit $p.ExitCode',
    `} catch { exit ${WINDOWS_CANCELLED} }`,
  ].join('\n');
}

/** PowerShell's -EncodedCommand: the script as base64 of UTF-16LE. */
export function encodePowerShell(script: string): string {
  return Buffer.from(script, 'utf16le').toString('base64');
}

/** The tool and arguments of the change itself, before any elevation. */
function change(
  platform: ReachPlatform,
  action: 'add' | 'remove',
  target: TemporaryAddress,
): { file: string; args: string[] } {
  const { address, prefix } = target;
  const name = target.interface;
  if (platform === 'linux') {
    return {
      file: 'ip',
      args: ['addr', action === 'add' ? 'add' : 'del', `${address}/${prefix}`, 'dev', name],
    };
  }
  if (platform === 'darwin') {
    return action === 'add'
      ? { file: '/sbin/ifconfig', args: [name, 'alias', address, maskOfPrefix(prefix)] }
      : { file: '/sbin/ifconfig', args: [name, '-alias', address] };
  }
  return action === 'add'
    ? {
        file: 'netsh',
        args: ['interface', 'ipv4', 'add', 'address', name, address, maskOfPrefix(prefix)],
      }
    : { file: 'netsh', args: ['interface', 'ipv4', 'delete', 'address', name, address] };
}

function manualLine(platform: ReachPlatform, file: string, args: readonly string[]): string {
  if (platform === 'win32') return [file, ...args.map(windowsArgument)].join(' ');
  return ['sudo', file, ...args].map(shellQuote).join(' ');
}

/** The command that adds (or removes) `target` here, elevated the platform's way. */
export function reachCommand(
  context: ElevationContext,
  action: 'add' | 'remove',
  target: TemporaryAddress,
): ReachCommand {
  const { platform, elevated } = context;
  const { file, args } = change(platform, action, target);
  const manual = manualLine(platform, file, args);
  if (elevated) return { run: { file, args, tool: file }, manual };
  if (platform === 'linux')
    return { run: { file: 'pkexec', args: [file, ...args], tool: 'pkexec' }, manual };
  if (platform === 'darwin') {
    const shell = [file, ...args].map(shellQuote).join(' ');
    const script = `do shell script ${appleScriptString(shell)} with administrator privileges`;
    return { run: { file: 'osascript', args: ['-e', script], tool: 'osascript' }, manual };
  }
  const script = elevatedPowerShell(`${file}.exe`, args);
  return {
    run: {
      file: 'powershell.exe',
      args: [
        '-NoProfile',
        '-NonInteractive',
        '-ExecutionPolicy',
        'Bypass',
        '-EncodedCommand',
        encodePowerShell(script),
      ],
      tool: 'powershell.exe',
    },
    manual,
  };
}

/** This computer's platform as far as reaching goes; others are treated as Linux. */
export function reachPlatform(platform: NodeJS.Platform = process.platform): ReachPlatform {
  return platform === 'win32' || platform === 'darwin' ? platform : 'linux';
}

/** Whether this process already runs as an administrator (root on Linux and macOS). */
export function runsElevated(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}
