/**
 * `turnkey network show | set`: the network wizard without the screens (core/network). `show`
 * reads each controller's settings (`GET /network`, spec 4.12). `set` runs the wizard's flow:
 * DHCP, one static address, consecutive addresses from a first one for several controllers, or
 * an address per serial from a table (network-table.ts),
 * checked before anything is sent, the plan printed and confirmed, then one job that sends the
 * settings (`POST /network`), follows each controller to where it answers (D16; after DHCP it is
 * found again by its certificate), reads the settings back there and records the new address on
 * the site (docs/decisions.md, "Network wizard").
 */
import { cliEngine } from '../controller/cli-engine';
import { addressArgument } from '../controller/cli-context';
import { reachForWizard } from '../controller/controller-access';
import { appDataDir } from '../../core/app-paths';
import { reachService } from '../../core/reach/reach.service';
import { controllersForNetwork } from './network-reach';
import { refuseRepeated } from '../controller/controller-usage';
import { runFlowInCli } from '../flow/run-flow';
import { type FormOptions } from '../flow/form-options';
import { missingController, refuseTableWithControllers } from './network-options';
import { endOfSet } from './network-outcome';
import { showNetwork } from './network-show';
import { readTable, tableControllers } from './network-table';

export interface ControllerOptions {
  controller: string[];
  user?: string;
  json?: boolean;
  site?: string;
}

export type SetCommandOptions = Omit<ControllerOptions, 'controller'> & {
  controller?: string[];
  /** A file (or `-`) holding a table of addresses by serial. */
  table?: string;
  yes?: boolean;
};

export async function runShow(options: ControllerOptions): Promise<void> {
  const addresses = options.controller.map(addressArgument);
  refuseRepeated(addresses);
  const cli = await cliEngine();
  try {
    await showNetwork(cli, addresses, options);
  } finally {
    await cli.close();
  }
}

export async function runSet(options: SetCommandOptions, form: FormOptions): Promise<void> {
  // The command line (and a table) is checked whole before anything is reached.
  const given = (options.controller ?? []).map(addressArgument);
  refuseRepeated(given);
  refuseTableWithControllers(options.table, given.length);
  const answer = form.answer();
  if (options.table === undefined && given.length === 0) throw missingController();
  const table = options.table === undefined ? undefined : await readTable(options.table);
  const cli = await cliEngine();
  try {
    const site = await cli.site(options.site);
    const addresses = table === undefined ? given : await tableControllers(table, site);
    // A table's controllers are the site's, reached as they are; given ones may be off-network.
    const controllerIds =
      table === undefined
        ? (await controllersForNetwork(cli, site, addresses, options)).ids
        : (await reachForWizard(cli, site, addresses, options)).map((r) => r.sighting.id);
    const yes = options.yes === true;
    const outcome = await runFlowInCli({
      cli,
      flowType: 'network',
      controllerIds,
      answers: [table === undefined ? answer : { ...answer, table }],
      yes,
      json: options.json === true,
    });
    endOfSet(outcome, yes);
  } finally {
    // A temporary address its job could not remove goes as this run closes (core/reach).
    await reachService(appDataDir(), 'cli')
      .addresses.removeOwn()
      .catch(() => []);
    await cli.close();
  }
}
