/**
 * What `turnkey time show` and `time set` do, imported when they run (time.command.ts registers
 * them), so `turnkey time --help` loads none of what they need (docs/decisions.md, "The CLI is
 * bundled").
 */
import { cliEngine } from '../controller/cli-engine';
import { addressArgument } from '../controller/cli-context';
import { reachForWizard } from '../controller/controller-access';
import { refuseRepeated } from '../controller/controller-usage';
import { runFlowInCli } from '../flow/run-flow';
import type { FormOptions } from '../flow/form-options';
import { endOfTimeSet, endWith } from './time-outcome';
import { showTime } from './time-show';

export interface ControllerOptions {
  controller: string[];
  user?: string;
  json?: boolean;
  site?: string;
}

export type SetCommandOptions = ControllerOptions & { yes?: boolean };

export async function runShow(options: ControllerOptions): Promise<void> {
  const addresses = options.controller.map(addressArgument);
  refuseRepeated(addresses);
  const cli = await cliEngine();
  try {
    const site = await cli.site(options.site);
    endWith(await showTime(cli, site, addresses, options));
  } finally {
    await cli.close();
  }
}

export async function runSet(options: SetCommandOptions, form: FormOptions): Promise<void> {
  // The command line is checked whole before anything is reached.
  const addresses = options.controller.map(addressArgument);
  refuseRepeated(addresses);
  const answer = form.answer();
  const cli = await cliEngine();
  try {
    const site = await cli.site(options.site);
    const reached = await reachForWizard(cli, site, addresses, options);
    const yes = options.yes === true;
    const outcome = await runFlowInCli({
      cli,
      flowType: 'time',
      controllerIds: reached.map((r) => r.sighting.id),
      answers: [answer],
      yes,
      json: options.json === true,
    });
    endWith(endOfTimeSet(outcome, yes));
  } finally {
    await cli.close();
  }
}
