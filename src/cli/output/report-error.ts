/**
 * How a failed command ends: one sentence on standard error and the exit code of its kind
 * (exit-codes.ts). Controller errors print their English message and what to do next; a host
 * name that does not resolve and a keychain that does not answer are said in the command's own
 * words (cli-error.ts) rather than with the resolver's or D-Bus's text.
 */
import { ClientError } from '../../core/client/client-error';
import { EXIT_CODES, exitCodeForError } from '../exit-codes';
import { CliError } from './cli-error';

/** A wrong command line found after parsing (bad address, bad JSON body). */
export class UsageError extends Error {}

/** The user stopped the command (Ctrl+C) after it printed what it had. */
export class InterruptedError extends CliError<'interrupted'> {
  constructor() {
    super('interrupted', {});
  }
}

/** The resolver's failures (getaddrinfo) as Node words them in an error's text. */
const NAME_NOT_RESOLVED =
  /getaddrinfo (?:ENOTFOUND|EAI_AGAIN|EAI_NONAME|EAI_FAIL|EAI_NODATA) (\S+)/;

function hint(error: ClientError): string | undefined {
  if (ClientError.is(error, 'unknown_certificate')) {
    const { address, fingerprint256 } = error.details;
    return `Check the fingerprint, then: turnkey trust ${address} --accept ${fingerprint256}`;
  }
  if (ClientError.is(error, 'tls_pin_mismatch')) {
    return `Only if you know why the certificate changed: turnkey trust ${error.details.address} --accept ${error.details.actual}`;
  }
  return undefined;
}

/** The command's own wording for a client error, where it has one. */
function inCliWords(error: ClientError): CliError | undefined {
  if (ClientError.is(error, 'unreachable')) {
    const host = NAME_NOT_RESOLVED.exec(error.details.cause ?? '')?.[1];
    return host === undefined ? undefined : new CliError('host_not_found', { host });
  }
  if (ClientError.is(error, 'keychain_unavailable')) return new CliError('keychain_missing', {});
  return undefined;
}

/** Prints the error and returns the exit code for it. */
export function reportError(
  error: unknown,
  write: (text: string) => void = (t) => process.stderr.write(t),
): number {
  const said = ClientError.isAny(error) ? (inCliWords(error) ?? error) : error;
  if (said instanceof CliError) {
    write(`turnkey: ${said.text.en}\n`);
    return said.exitCode;
  }
  if (ClientError.isAny(said)) {
    const next = hint(said);
    write(`turnkey: ${said.data.message.en}\n${next ? `${next}\n` : ''}`);
    return exitCodeForError(said.code);
  }
  const message = said instanceof Error ? said.message : String(said);
  write(`turnkey: ${message}\n`);
  return said instanceof UsageError ? EXIT_CODES.usage : EXIT_CODES.failure;
}
