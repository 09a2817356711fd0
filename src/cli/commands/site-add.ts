/**
 * `turnkey site add HOST:PORT... [--accept SHA256]... [--user U] [--remember] [--json]`: puts
 * controllers on a site in one step. Each certificate is read and trusted (site-add-trust.ts),
 * each controller logged in the way the wizards' commands log in (controller-access.ts), then
 * put on the site with its serial, model and firmware and journalled (site-join.ts). A refusal
 * is said on its controller's line and the others go on; the exit code is the highest of the
 * refusals' (docs/decisions.md, "Commissioning engine: the site and its journal").
 */
import { formatAddress, type ControllerAddress } from '../../core/client/controller-address';
import type { Credentials } from '../../core/client/session';
import { rememberCredentials, rememberedCredentials } from '../../core/controller-services';
import type { Site } from '../../core/site/site';
import { parseFingerprint } from '../../core/trust/fingerprint';
import { addressArgument, passwordFor } from '../controller/cli-context';
import { printJson } from '../output/json-output';
import { cliEngine, type CliEngine } from '../controller/cli-engine';
import { reachController, type PasswordSource } from '../controller/controller-access';
import { rowError, rowExitCode, type RowError } from '../controller/row-error';
import { joinSite, siteToJoin } from '../controller/site-join';
import { EXIT_CODES } from '../exit-codes';
import { CliError } from '../output/cli-error';
import { InterruptedError, UsageError } from '../output/report-error';
import { acceptCommand, trustAll, type TrustStep } from './site-add-trust';

export interface SiteAddOptions {
  accept?: string[];
  user?: string;
  remember?: boolean;
  json?: boolean;
  site?: string;
}

/** One controller's outcome, as `--json` prints it. */
export interface SiteAddRow {
  address: string;
  outcome: 'added' | 'already_on_site' | 'refused';
  controllerId?: string;
  serial?: string;
  model?: string;
  firmware?: string;
  /** Its certificate was pinned by this command. */
  trustedNow?: boolean;
  /** The login it was logged in with. */
  login?: string;
  /** The password was saved in the OS keychain (`--remember`). */
  remembered?: boolean;
  error?: RowError;
  exitCode: number;
}

function fingerprints(given: readonly string[] | undefined): Set<string> | undefined {
  if (!given || given.length === 0) return undefined;
  try {
    return new Set(given.map((f) => parseFingerprint(f)));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/** One password for each login, asked (or read from TURNKEY_PASSWORD) once for all controllers. */
function askedOnce(): PasswordSource {
  const asked = new Map<string, Promise<string>>();
  return (login) => {
    const known = asked.get(login) ?? passwordFor(login);
    asked.set(login, known);
    return known;
  };
}

interface Context {
  cli: CliEngine;
  options: SiteAddOptions;
  passwords: PasswordSource;
  site: () => Promise<Site>;
}

/** Logs in to a trusted controller and puts it on the site; its row either way. */
async function addOne(context: Context, step: TrustStep): Promise<SiteAddRow> {
  const { cli, options } = context;
  const address = formatAddress(step.address);
  if (!step.ok) return refused(address, step.error);
  let typed: Credentials | undefined;
  try {
    const reached = await reachController(cli, step.address, options.user, async (login) => {
      const password = await context.passwords(login);
      typed = { login, password };
      return password;
    });
    const { sighting, connection } = reached;
    const known = await cli.services.store.get(sighting.id);
    const used = typed ?? (known ? await rememberedCredentials(cli.services, known) : undefined);
    const login = connection.user?.login ?? used?.login;
    const remembered = options.remember === true && typed !== undefined && known !== undefined;
    if (remembered) await rememberCredentials(cli.services, known, typed!);
    const joined = await joinSite(cli, await context.site(), {
      sighting,
      trusted: step.trustedNow,
      login: login === undefined ? undefined : { login, password: used?.password },
    });
    return {
      address,
      outcome: joined.added ? 'added' : 'already_on_site',
      controllerId: sighting.id,
      ...(sighting.serial ? { serial: sighting.serial } : {}),
      ...(sighting.model ? { model: sighting.model } : {}),
      ...(sighting.firmware ? { firmware: sighting.firmware } : {}),
      trustedNow: step.trustedNow,
      ...(login ? { login } : {}),
      remembered,
      exitCode: EXIT_CODES.ok,
    };
  } catch (error) {
    if (error instanceof InterruptedError) throw error;
    return refused(address, error);
  }
}

function refused(address: string, error: unknown): SiteAddRow {
  return { address, outcome: 'refused', error: rowError(error), exitCode: rowExitCode(error) };
}

function lineOf(row: SiteAddRow, siteName: string | undefined): string {
  if (row.outcome === 'refused') return `${row.address}  refused: ${row.error?.message.en ?? ''}`;
  const name = row.serial ?? row.controllerId ?? '';
  const done = [
    ...(row.trustedNow ? ['certificate trusted'] : []),
    ...(row.login ? [`logged in as ${row.login}`] : []),
    ...(row.remembered ? ['password saved in the OS keychain'] : []),
  ];
  const where = row.outcome === 'added' ? `added to “${siteName}”` : `already on “${siteName}”`;
  return `${row.address}  ${name}  ${where}${done.length ? ` (${done.join('; ')})` : ''}`;
}

function report(rows: readonly SiteAddRow[], steps: readonly TrustStep[], site?: Site): void {
  const failed = rows.filter((row) => row.outcome === 'refused');
  const next = acceptCommand(steps);
  if (next) {
    process.stderr.write(
      `Compare each certificate shown with its controller's, then run:\n  ${next}\n`,
    );
  }
  if (failed.length === 0) return;
  const total = rows.length;
  process.stderr.write(
    `turnkey: ${failed.length} of ${total} controller${total === 1 ? ' was' : 's were'} not put on ${site ? 'the site' : 'a site'}: see ${failed.length === 1 ? 'its line' : 'their lines'}.\n`,
  );
  process.exitCode = Math.max(...failed.map((row) => row.exitCode));
}

export async function runSiteAdd(hostPorts: readonly string[], options: SiteAddOptions) {
  const addresses: ControllerAddress[] = hostPorts.map(addressArgument);
  const accept = fingerprints(options.accept);
  const cli = await cliEngine();
  try {
    if (options.remember && !cli.services.vault.status.persistent) {
      throw new CliError('keychain_missing', {});
    }
    // A site named with --site that does not exist stops before anything is trusted.
    let chosen = options.site === undefined ? undefined : await siteToJoin(cli, options.site);
    const site = async () => (chosen ??= await siteToJoin(cli, undefined)).site;
    const steps = await trustAll(cli.services, addresses, { accept, quiet: options.json === true });
    const context: Context = { cli, options, passwords: askedOnce(), site };
    const rows: SiteAddRow[] = [];
    for (const step of steps) {
      const row = await addOne(context, step);
      rows.push(row);
      if (!options.json)
        process.stdout.write(`${lineOf(row, (await chosen?.site.summary())?.name)}\n`);
    }
    const summary = chosen ? await chosen.site.summary() : undefined;
    if (options.json) {
      printJson({
        site: summary ? { id: summary.id, name: summary.name, made: chosen!.made } : null,
        controllers: rows,
      });
    }
    report(rows, steps, chosen?.site);
  } finally {
    await cli.close();
  }
}
