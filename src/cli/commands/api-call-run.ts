/**
 * `turnkey api call METHOD PATH --controller HOST[:PORT]`: any endpoint of the contract from a
 * terminal, through the same client as the app (pinned, validated, retried). Logs in with the
 * remembered credentials (`turnkey login --remember`), or --user with TURNKEY_PASSWORD.
 */
import { readFile } from 'node:fs/promises';
import { matchEndpoint, methodsAt, type EndpointId, type RequestOf } from '../../shared/api';
import { connectController } from '../../core/controller-services';
import { addressArgument, cliServices } from '../controller/cli-context';
import { printJson } from '../output/json-output';
import { logIn } from '../controller/log-in';
import { CliError } from '../output/cli-error';
import { UsageError } from '../output/report-error';
import { EXIT_CODES } from '../exit-codes';
import { prepareRequest } from '../../core/client/request-preparation';
import { writeOnSite } from './api-call-journal';

export interface CallOptions {
  controller: string;
  body?: string;
  /** Absent when no --query is given. */
  query?: string[];
  user?: string;
  timeout?: string;
}

/** The text of `--body @FILE`; a missing or unreadable file is said in one sentence. */
async function readBodyFile(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    if (code === 'ENOENT') throw new CliError('body_file_missing', { file });
    throw new CliError('body_file_unreadable', { file, reason: code });
  }
}

/** `--body '{"a":1}'` or `--body @file.json`. */
async function readBody(text: string | undefined): Promise<unknown> {
  if (text === undefined) return undefined;
  const source = text.startsWith('@') ? await readBodyFile(text.slice(1)) : text;
  try {
    return JSON.parse(source) as unknown;
  } catch (error) {
    throw new UsageError(
      `--body is not JSON: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** `k=v` pairs, plus any `?k=v&...` written in the path. */
function readQuery(pairs: readonly string[], search: string): Record<string, string> | undefined {
  const query: Record<string, string> = Object.fromEntries(new URLSearchParams(search));
  for (const pair of pairs) {
    const at = pair.indexOf('=');
    if (at <= 0) throw new UsageError(`--query ${pair}: expected key=value`);
    query[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return Object.keys(query).length > 0 ? query : undefined;
}

export async function runCall(
  method: string,
  pathText: string,
  options: CallOptions,
): Promise<void> {
  const [path = '', search = ''] = pathText.replace(/^\/?api\/v1/, '').split('?');
  const verb = method.toUpperCase();
  const match = matchEndpoint(verb, path.startsWith('/') ? path : `/${path}`);
  if (!match) {
    const allowed = methodsAt(path);
    throw new UsageError(
      `${verb} ${path} is not in the API contract` +
        (allowed.length ? ` (${path} takes ${allowed.join(', ')})` : ''),
    );
  }
  const timeoutMs = options.timeout === undefined ? undefined : Number(options.timeout);
  if (timeoutMs !== undefined && !(timeoutMs > 0))
    throw new UsageError('--timeout must be a positive number of ms');
  const body = await readBody(options.body);
  const query = readQuery(options.query ?? [], search);

  const services = await cliServices();
  const address = addressArgument(options.controller);
  const { connection, controller, marks } = await connectController(
    services,
    address,
    timeoutMs ? { timeoutMs } : {},
  );
  try {
    if (match.endpoint.auth) await logIn(services, connection, controller, options.user);
    const id = match.endpoint.id as EndpointId;
    const request = {
      ...(Object.keys(match.params).length > 0 ? { params: match.params } : {}),
      ...(query ? { query } : {}),
      ...(body !== undefined ? { body } : {}),
    } as RequestOf<EndpointId>;
    if (match.endpoint.method !== 'GET') {
      // The contract's rules first, as any call: a broken body exits 7 before anything is sent.
      prepareRequest(match.endpoint, request);
      const written = await writeOnSite(services, connection, controller.fingerprint256, {
        endpointId: id,
        ...request,
      });
      if (written) {
        const { result, site } = written;
        process.stderr.write(
          `Journalled on site "${site}"${result.verified ? ', read back' : ', NOT seen when read back'}.\n`,
        );
        printJson(result.body);
        if (!result.verified) process.exitCode = EXIT_CODES.failure;
        return;
      }
    }
    printJson(await connection.client.call(id, request));
  } finally {
    connection.close();
    await marks.settled();
  }
}
