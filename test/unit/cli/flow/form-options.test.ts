/**
 * A wizard's command options derived from its form's schema (src/cli/flow/form-options.ts):
 * the names, kinds, help and choices of a schema's fields, the answer read back from what was
 * typed, and the time command's own spellings with the checks a command line adds.
 */
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addFormOptions, FormUsageError } from '../../../../src/cli/flow/form-options';
import { timeOptions } from '../../../../src/cli/commands/time-options';
import { NETWORK_OPTIONS } from '../../../../src/cli/commands/network-options';
import { networkForm } from '../../../../src/core/network/network-form';
import { passwordForm } from '../../../../src/core/password/password-form';

const label = (en: string) => ({ en, ru: en });

const schema = z.object({
  mode: z.enum(['static', 'dhcp']).meta({ label: label('Addressing') }),
  ip_address: z
    .string()
    .optional()
    .meta({ label: label('IP address'), showWhen: { mode: ['static'] } }),
  parallel: z
    .number()
    .int()
    .default(2)
    .meta({ label: label('At once') }),
  serials: z
    .array(z.enum(['A1', 'B2']))
    .optional()
    .meta({ label: label('Controllers') }),
  reboot: z
    .boolean()
    .default(false)
    .meta({ label: label('Reboot after') }),
  secret: z.string().meta({ label: label('Password'), widget: 'password' }),
});

function parsed(args: string[], build: (command: Command) => ReturnType<typeof addFormOptions>) {
  const command = new Command('x').exitOverride().configureOutput({ writeErr: () => undefined });
  const form = build(command);
  command.parse(args, { from: 'user' });
  return { command, answer: () => form.answer() };
}

const network = (args: string[]) =>
  parsed(args, (c) => addFormOptions(c, networkForm, NETWORK_OPTIONS));
const derived = (args: string[]) =>
  parsed(args, (c) => addFormOptions(c, schema, { omit: ['secret'] }));
const time = (args: string[]) =>
  parsed(args, (c) => {
    const { schema: timeSchema, spec } = timeOptions();
    return addFormOptions(c, timeSchema, spec);
  });

describe('options derived from a form schema', () => {
  it('names each field in kebab-case with its kind, its label as help and its choices', () => {
    const { command } = derived([]);
    const flags = command.options.map((o) => [o.flags, o.description]);
    expect(flags).toEqual([
      ['--mode <choice>', 'Addressing: static, dhcp'],
      ['--ip-address <text>', 'IP address'],
      ['--parallel <n>', 'At once'],
      ['--serials <values...>', 'Controllers: A1, B2'],
      ['--reboot', 'Reboot after'],
    ]);
    expect(() => derived(['--mode', 'bogus'])).toThrow(/Allowed choices are static, dhcp/);
  });

  it('answers only what was typed, in the types of the form', () => {
    const { answer } = derived([
      '--mode',
      'static',
      '--ip-address',
      '10.0.0.5',
      '--parallel',
      '3',
      '--serials',
      'A1',
      'B2',
      '--reboot',
    ]);
    expect(answer()).toEqual({
      mode: 'static',
      ip_address: '10.0.0.5',
      parallel: 3,
      serials: ['A1', 'B2'],
      reboot: true,
    });
    expect(derived(['--mode', 'dhcp']).answer()).toEqual({ mode: 'dhcp' });
  });

  it('refuses a field typed while the field it shows with says otherwise', () => {
    const { answer } = derived(['--mode', 'dhcp', '--ip-address', '10.0.0.5']);
    expect(answer).toThrow(
      '--ip-address and --mode contradict each other: --ip-address needs --mode static.',
    );
  });
});

describe('turnkey time set options', () => {
  it('keeps the names users type and gives the form its values', () => {
    expect(time(['--timezone', 'europe/moscow', '--no-ntp', '--from-laptop']).answer()).toEqual({
      timezone: 'Europe/Moscow',
      ntp: 'off',
      set_clock: true,
    });
    expect(time(['--ntp', 'ntp.site.local']).answer()).toEqual({
      ntp: 'on',
      ntp_server: 'ntp.site.local',
    });
    // The zones are the controllers': the flow checks them at the field, not the options.
    expect(time(['--timezone', 'Europe/Moskow']).answer()).toEqual({ timezone: 'Europe/Moskow' });
  });

  it.each([
    [['--ntp', 'a.b', '--no-ntp'], '--ntp and --no-ntp contradict each other: give one of them.'],
    [['--no-ntp', '--ntp', 'a.b'], '--ntp and --no-ntp contradict each other: give one of them.'],
    [
      ['--ntp', 'a.b', '--from-laptop'],
      '--from-laptop and --ntp contradict each other: --from-laptop needs --no-ntp.',
    ],
    [['--timezone', 'UTC', '--from-laptop'], '--from-laptop needs --no-ntp.'],
    [[], 'Say what to set: --timezone ZONE, --ntp SERVER or --no-ntp, or --from-laptop.'],
  ])('refuses %j as a usage error', (args, message) => {
    const { answer } = time(args);
    expect(answer).toThrow(FormUsageError);
    expect(answer).toThrow(message);
  });
});

describe('turnkey network set options', () => {
  it('gives the form its addressing from the option typed', () => {
    expect(network(['--dhcp', '--parallel', '3']).answer()).toEqual({ mode: 'dhcp', parallel: 3 });
    expect(
      network(['--ip', '10.0.0.5', '--mask', '255.0.0.0', '--gateway', '10.0.0.1']).answer(),
    ).toEqual({
      mode: 'static',
      ip: '10.0.0.5',
      mask: '255.0.0.0',
      gateway: '10.0.0.1',
    });
    expect(network(['--table', 'a.csv']).answer()).toEqual({ mode: 'table' });
  });

  it("refuses a number out of the field's bounds as commander refuses an argument", () => {
    expect(() => network(['--dhcp', '--parallel', '9'])).toThrow(/a whole number from 1 to 8/);
    expect(() => network(['--dhcp', '--parallel', '1.5'])).toThrow(/a whole number from 1 to 8/);
  });

  it.each([
    [['--dhcp', '--ip', '10.0.0.5'], '--dhcp and --ip contradict each other: give one of them.'],
    [
      ['--dhcp', '--mask', '255.0.0.0'],
      '--mask and --dhcp contradict each other: --mask needs --ip ADDRESS or --range-start ADDRESS.',
    ],
    [
      ['--ip', '10.0.0.5', '--parallel', '2'],
      '--parallel and --ip contradict each other: --parallel needs --dhcp, --range-start ADDRESS or --table FILE.',
    ],
    [
      ['--mask', '255.0.0.0'],
      'Addressing: give --dhcp, --ip ADDRESS, --range-start ADDRESS or --table FILE.',
    ],
  ])('refuses %j as a usage error', (args, message) => {
    expect(network(args).answer).toThrow(message);
  });
});

describe('options derived from a form schema: what is required', () => {
  it('says which options give a required field left out', () => {
    expect(derived(['--reboot']).answer).toThrow('Addressing: give --mode CHOICE.');
  });
});

describe('a command parsed again', () => {
  it('reads only the new line', () => {
    const command = new Command('x').exitOverride();
    const { schema: timeSchema, spec } = timeOptions();
    const form = addFormOptions(command, timeSchema, spec);
    command.parse(['--ntp', 'a.b'], { from: 'user' });
    expect(form.answer()).toEqual({ ntp: 'on', ntp_server: 'a.b' });
    command.parse(['--no-ntp'], { from: 'user' });
    expect(form.answer()).toEqual({ ntp: 'off' });
  });
});

describe('a form the command answers in part', () => {
  const withOmitted = (args: string[]) =>
    parsed(args, (c) =>
      addFormOptions(c, passwordForm, {
        spellings: { login: [{ flags: '--user <login>', description: 'the login' }] },
        omit: ['password', 'repeat'],
      }),
    );

  it("shows the schema's default and answers only what was typed", () => {
    const { command, answer } = withOmitted([]);
    expect(command.opts()).toEqual({ user: 'admin' });
    expect(command.helpInformation()).toContain('(default: admin)');
    expect(answer()).toEqual({});
    expect(withOmitted(['--user', 'operator']).answer()).toEqual({ login: 'operator' });
  });
});
