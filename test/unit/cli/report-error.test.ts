/**
 * What a failed command prints: the client's errors in the command's own words where the layer
 * underneath would speak (the resolver, D-Bus), one line, with the exit code of the kind.
 */
import { describe, expect, it } from 'vitest';
import { ClientError } from '../../../src/core/client/client-error';
import { EXIT_CODES } from '../../../src/cli/exit-codes';
import { CliError } from '../../../src/cli/output/cli-error';
import { InterruptedError, reportError } from '../../../src/cli/output/report-error';

function report(error: unknown): { code: number; text: string } {
  let text = '';
  const code = reportError(error, (t) => (text += t));
  return { code, text };
}

describe('reportError', () => {
  it.each(['ENOTFOUND', 'EAI_AGAIN'])('says that a host name does not resolve (%s)', (code) => {
    const error = new ClientError('unreachable', {
      address: 'plant-4-door.local:443',
      cause: `getaddrinfo ${code} plant-4-door.local`,
    });
    const { code: exit, text } = report(error);
    expect(exit).toBe(EXIT_CODES.unreachable);
    expect(text).toBe(
      "turnkey: The host name plant-4-door.local does not resolve to an address: check its spelling and the DNS server, or give the controller's IP address.\n",
    );
  });

  it('keeps the client’s words for an address that refuses', () => {
    const error = new ClientError('unreachable', {
      address: '127.0.0.1:9',
      cause: 'connect ECONNREFUSED 127.0.0.1:9',
    });
    expect(report(error)).toEqual({
      code: EXIT_CODES.unreachable,
      text: `turnkey: ${error.data.message.en}\n`,
    });
  });

  it('says a keychain that does not answer in one sentence, without the D-Bus text', () => {
    const error = new ClientError('keychain_unavailable', {
      reason:
        "Couldn't access platform storage: org.freedesktop.DBus.Error.ServiceUnknown: The name org.freedesktop.secrets was not provided",
    });
    const { code, text } = report(error);
    expect(code).toBe(EXIT_CODES.keychainUnavailable);
    expect(text).toMatch(
      /^turnkey: No OS keychain answers on this computer .*nothing was saved\.\n$/,
    );
    expect(text).not.toContain('freedesktop');
  });

  it('ends an interrupted command with 130', () => {
    expect(report(new InterruptedError())).toEqual({
      code: 130,
      text: 'turnkey: Stopped by Ctrl+C.\n',
    });
  });

  it('carries English and Russian for every error of its own', () => {
    const error = new CliError('body_file_missing', { file: 'schedule.json' });
    expect(error.data).toEqual({
      code: 'body_file_missing',
      details: { file: 'schedule.json' },
      message: {
        en: 'The file schedule.json given with --body does not exist.',
        ru: 'Файла schedule.json, указанного в --body, не существует.',
      },
    });
    expect(error.exitCode).toBe(EXIT_CODES.usage);
  });
});
