/**
 * How a failed command ends: its message on standard error and the exit code of its kind
 * (exit-codes.ts). Controller errors print their English message and what to do next.
 */
import { ClientError } from '../../core/client/client-error';
import { EXIT_CODES, exitCodeForError } from '../exit-codes';

/** A wrong command line found after parsing (bad address, bad JSON body). */
export class UsageError extends Error {}

/** The user stopped the command (Ctrl-C) after it printed what it had. */
export class InterruptedError extends Error {
  constructor() {
    super('interrupted');
  }
}

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

/** Prints the error and returns the exit code for it. */
export function reportError(
  error: unknown,
  write: (text: string) => void = (t) => process.stderr.write(t),
): number {
  if (ClientError.isAny(error)) {
    const next = hint(error);
    write(`turnkey: ${error.data.message.en}\n${next ? `${next}\n` : ''}`);
    return exitCodeForError(error.code);
  }
  if (error instanceof InterruptedError) {
    write('turnkey: interrupted\n');
    return EXIT_CODES.interrupted;
  }
  const message = error instanceof Error ? error.message : String(error);
  write(`turnkey: ${message}\n`);
  return error instanceof UsageError ? EXIT_CODES.usage : EXIT_CODES.failure;
}
