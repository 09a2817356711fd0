/**
 * The commands that add and remove a temporary address, per platform: argument arrays, the
 * elevation each platform asks with, and the quoting of interface names with spaces, quotes and
 * Cyrillic letters where a shell string cannot be avoided.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { outcomeOf } from '../../../src/core/reach/os-command';
import {
  WINDOWS_CANCELLED,
  appleScriptString,
  maskOfPrefix,
  powerShellString,
  reachCommand,
  shellQuote,
  windowsArgument,
} from '../../../src/core/reach/reach-commands';

const target = (name: string) => ({ interface: name, address: '10.99.0.254', prefix: 24 });
const decode = (encoded: string) => Buffer.from(encoded, 'base64').toString('utf16le');

describe('Linux', () => {
  it('runs ip directly as root and through pkexec otherwise', () => {
    const root = reachCommand({ platform: 'linux', elevated: true }, 'add', target('eth0'));
    expect(root.run).toEqual({
      file: 'ip',
      args: ['addr', 'add', '10.99.0.254/24', 'dev', 'eth0'],
      tool: 'ip',
    });
    const user = reachCommand({ platform: 'linux', elevated: false }, 'remove', target('eth0'));
    expect(user.run).toEqual({
      file: 'pkexec',
      args: ['ip', 'addr', 'del', '10.99.0.254/24', 'dev', 'eth0'],
      tool: 'pkexec',
    });
    expect(user.manual).toBe('sudo ip addr del 10.99.0.254/24 dev eth0');
  });

  it('passes a Cyrillic name as one argument and quotes it in the line to type', () => {
    const command = reachCommand({ platform: 'linux', elevated: false }, 'add', target('сеть 2'));
    expect(command.run.args.at(-1)).toBe('сеть 2');
    expect(command.manual).toBe("sudo ip addr add 10.99.0.254/24 dev 'сеть 2'");
  });

  it('quotes for a POSIX shell so the shell reads back the very value', () => {
    for (const value of ["it's", 'a b', '$(rm -rf /)', 'сеть', '"x"', '`x`', 'a\\b']) {
      const echoed = execFileSync('sh', ['-c', `printf %s ${shellQuote(value)}`], {
        encoding: 'utf8',
      });
      expect(echoed).toBe(value);
    }
  });
});

describe('macOS', () => {
  it('adds an alias with ifconfig through osascript with administrator privileges', () => {
    const command = reachCommand({ platform: 'darwin', elevated: false }, 'add', target('en0'));
    expect(command.run.file).toBe('osascript');
    expect(command.run.args).toEqual([
      '-e',
      'do shell script "/sbin/ifconfig en0 alias 10.99.0.254 255.255.255.0" with administrator privileges',
    ]);
    expect(command.manual).toBe('sudo /sbin/ifconfig en0 alias 10.99.0.254 255.255.255.0');
  });

  it('quotes the name for the shell, then the script for AppleScript', () => {
    const command = reachCommand(
      { platform: 'darwin', elevated: false },
      'remove',
      target('Сеть "USB" 1'),
    );
    expect(command.run.args[1]).toBe(
      `do shell script "/sbin/ifconfig 'Сеть \\"USB\\" 1' -alias 10.99.0.254" with administrator privileges`,
    );
    expect(appleScriptString('a\\b"c')).toBe('"a\\\\b\\"c"');
  });

  it('runs ifconfig directly as root', () => {
    const command = reachCommand({ platform: 'darwin', elevated: true }, 'remove', target('en7'));
    expect(command.run).toEqual({
      file: '/sbin/ifconfig',
      args: ['en7', '-alias', '10.99.0.254'],
      tool: '/sbin/ifconfig',
    });
  });
});

describe('Windows', () => {
  it('runs netsh through Start-Process -Verb RunAs, the script encoded', () => {
    const command = reachCommand(
      { platform: 'win32', elevated: false },
      'add',
      target('Ethernet 2'),
    );
    expect(command.run.file).toBe('powershell.exe');
    expect(command.run.args.slice(0, -1)).toEqual([
      '-NoProfile',
      '-NonInteractive',
      '-ExecutionPolicy',
      'Bypass',
      '-EncodedCommand',
    ]);
    expect(decode(command.run.args.at(-1)!)).toBe(
      [
        'try {',
        `  $p = Start-Process -FilePath 'netsh.exe' -ArgumentList 'interface','ipv4','add','address','"Ethernet 2"','10.99.0.254','255.255.255.0' -Verb RunAs -Wait -PassThru -WindowStyle Hidden`,
        '  exit $p.ExitCode',
        `} catch { exit ${WINDOWS_CANCELLED} }`,
      ].join('\n'),
    );
    expect(command.manual).toBe(
      'netsh interface ipv4 add address "Ethernet 2" 10.99.0.254 255.255.255.0',
    );
  });

  it('keeps quotes and Cyrillic inside PowerShell literals and the command line', () => {
    const command = reachCommand(
      { platform: 'win32', elevated: false },
      'remove',
      target('Подключение \'ЛВС\' "2"'),
    );
    expect(decode(command.run.args.at(-1)!)).toContain(
      `'delete','address','"Подключение ''ЛВС'' \\"2\\""','10.99.0.254'`,
    );
    expect(powerShellString('it’s')).toBe("'it’’s'");
    expect(windowsArgument('a\\ b\\')).toBe('"a\\ b\\\\"');
    expect(windowsArgument('plain')).toBe('plain');
  });
});

describe('outcomes', () => {
  const linux = reachCommand({ platform: 'linux', elevated: false }, 'add', target('eth0')).run;
  const mac = reachCommand({ platform: 'darwin', elevated: false }, 'add', target('en0')).run;
  const win = reachCommand({ platform: 'win32', elevated: false }, 'add', target('e')).run;

  it('reads each platform’s refusal of the prompt', () => {
    expect(outcomeOf(linux, { code: 126, stdout: '', stderr: '' })).toEqual({ kind: 'refused' });
    expect(
      outcomeOf(mac, { code: 1, stdout: '', stderr: 'execution error: User canceled. (-128)' }),
    ).toEqual({ kind: 'refused' });
    expect(outcomeOf(win, { code: WINDOWS_CANCELLED, stdout: '', stderr: '' })).toEqual({
      kind: 'refused',
    });
  });

  it('tells a missing tool from a failure with the tool’s own words', () => {
    expect(
      outcomeOf(linux, { code: undefined, startError: 'ENOENT', stdout: '', stderr: '' }),
    ).toEqual({ kind: 'missing', tool: 'pkexec' });
    expect(
      outcomeOf(linux, { code: 2, stdout: '', stderr: 'Error: ipv4: Address already assigned.\n' }),
    ).toEqual({ kind: 'failed', said: 'Error: ipv4: Address already assigned.' });
    expect(outcomeOf(linux, { code: 0, stdout: '', stderr: '' })).toEqual({ kind: 'done' });
  });

  it('writes a prefix as a mask', () => {
    expect([24, 16, 30, 8].map(maskOfPrefix)).toEqual([
      '255.255.255.0',
      '255.255.0.0',
      '255.255.255.252',
      '255.0.0.0',
    ]);
  });
});
