/**
 * `turnkey jobs retry JOB`: the job's wizard again on its failed controllers, with its forms as
 * they were answered, through the same plan -> confirm -> apply -> verify -> journal path as the
 * wizard's own command (docs/decisions.md, "Retry what failed"). The failed controllers are
 * reached as the wizards' commands reach theirs (the keychain's password, else --user); a
 * password the form had is not kept, so it is asked again at the terminal.
 */
import type { FlowStep } from '../../shared/ipc/flow.schema';
import type { Job } from '../../shared/ipc/job.schema';
import { retryTarget } from '../../core/flows/flow-retry';
import type { Site } from '../../core/site/site';
import type { CliEngine } from '../controller/cli-engine';
import { reachController } from '../controller/controller-access';
import { runFlowInCli } from '../flow/run-flow';
import { askPassword, canPrompt } from '../output/prompt';
import { UsageError } from '../output/report-error';

export interface RetryOptions {
  user?: string;
  yes?: boolean;
  json?: boolean;
}

/** Logs in to each failed controller where it was last seen, before anything is planned. */
async function reachFailed(cli: CliEngine, site: Site, ids: string[], options: RetryOptions) {
  for (const id of ids) {
    const stored = await site.controller(id);
    if (!stored) continue; // Taken off the site since: the flow says so for it.
    await reachController(cli, stored.address, options.user);
    if (!options.json) process.stderr.write(`Logged in to ${stored.serial ?? id}.\n`);
  }
}

/** A form the retry could not answer alone: its passwords typed again, then submitted. */
async function typedAgain(cli: CliEngine, step: FlowStep): Promise<FlowStep> {
  if (step.kind !== 'form' || Object.keys(step.errors).length > 0) return step;
  const values: Record<string, unknown> = { ...step.values };
  for (const field of step.fields.filter((f) => f.kind === 'password')) {
    if (!canPrompt()) {
      throw new UsageError(
        `this wizard asks for “${field.label.en}”, which Turnkey does not keep: run turnkey jobs retry in a terminal to type it again`,
      );
    }
    values[field.name] = await askPassword(`${field.label.en}: `);
  }
  return cli.engine.flows.submit(step.flowId, values);
}

/** Runs the retry; answers the exit code (the job's, as the wizard's own command ends). */
export async function retryJob(
  cli: CliEngine,
  site: Site,
  job: Job,
  options: RetryOptions,
): Promise<number> {
  const { flow, controllerIds } = retryTarget(job);
  await reachFailed(cli, site, controllerIds, options);
  const outcome = await runFlowInCli({
    cli,
    flowType: flow.type,
    controllerIds,
    begin: async () => typedAgain(cli, await cli.engine.flows.retry(job)),
    answers: [],
    yes: options.yes === true,
    json: options.json === true,
  });
  return outcome.exitCode;
}
