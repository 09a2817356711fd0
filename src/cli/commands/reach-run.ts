/**
 * `turnkey reach HOST|--serial SERIAL [--interface NAME] [--prefix N] [--yes] [--json]`: reaches
 * a controller heard on a network this computer has no address in, by adding a temporary
 * address on the interface it was heard on, and keeps it while the command runs: Ctrl+C (or
 * `turnkey reach HOST --remove` elsewhere) removes it. `--list` shows the temporary addresses,
 * `--remove-all` removes them. Every run first removes the addresses a killed run left behind
 * (docs/decisions.md, "Reaching a controller on another network").
 */
import { appDataDir } from '../../core/app-paths';
import type { RecordedAddress } from '../../core/reach/address-record';
import { reachService, type ReachRequest, type ReachService } from '../../core/reach/reach.service';
import type { ReachPlan } from '../../core/reach/reach-plan';
import type { Removal } from '../../core/reach/temporary-addresses';
import { AppFailure } from '../../shared/errors/error-data';
import { addressArgument } from '../controller/cli-context';
import { confirm } from '../output/prompt';
import { UsageError } from '../output/report-error';

export interface ReachOptions {
  serial?: string;
  interface?: string;
  prefix?: number;
  remove?: boolean;
  removeAll?: boolean;
  list?: boolean;
  yes?: boolean;
  json?: boolean;
}

/** One line of JSON per event, so a script can follow a run that waits. */
const jsonLine = (value: unknown) => process.stdout.write(`${JSON.stringify(value)}\n`);
const say = (text: string) => process.stdout.write(`${text}\n`);

function lineOf(entry: RecordedAddress): string {
  return `${entry.address}/${entry.prefix} on ${entry.interface} for ${entry.controller ?? '-'} (process ${entry.pid}, added ${entry.addedAt})`;
}

function tellRemovals(removals: readonly Removal[], json: boolean, why: string): void {
  for (const removal of removals) {
    if (json) jsonLine({ event: removal.outcome, because: why, address: removal.entry });
    else if (removal.outcome === 'removed') say(`Removed ${lineOf(removal.entry)} (${why}).`);
    else say(`Struck off ${lineOf(removal.entry)}: it was no longer there.`);
  }
}

/** Removes what a killed run left; a refusal is said and the command goes on. */
async function sweepLeftBehind(service: ReachService, json: boolean): Promise<void> {
  try {
    tellRemovals(await service.addresses.removeLeftBehind(), json, 'left behind by a stopped run');
  } catch (error) {
    if (!(error instanceof AppFailure)) throw error;
    process.stderr.write(`turnkey: ${error.data.message.en}\n`);
  }
}

const CHECK_WORDS: Record<ReachPlan['checks'][number], string> = {
  neighbour_table: 'the neighbour table',
  tcp: 'TCP on 443 and 8443',
  arp: 'an ARP probe',
};

function printPlan(plan: ReachPlan): void {
  const { controller } = plan;
  const heard = { mdns: 'mDNS', neighbour_table: 'the neighbour table', given: 'your command' };
  say(
    `${plan.label} at ${controller.host}:${controller.port}, heard on ${plan.interface} by ${heard[controller.heardBy]}.`,
  );
  say(
    `Temporary address: ${plan.address}/${plan.prefix} (mask ${plan.mask}) on ${plan.interface}, checked free by ${plan.checks.map((check) => CHECK_WORDS[check]).join(', ')}.`,
  );
  say(plan.affects.en);
  say(`By hand: ${plan.manual.add}`);
  say(`Undo by hand: ${plan.manual.remove}`);
}

/** Resolves when the run is to close: a signal, or its line struck off by another run. */
function heldUntilClosed(service: ReachService, entry: RecordedAddress): Promise<string> {
  return new Promise((resolve) => {
    const finish = (why: string) => {
      clearInterval(watch);
      for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.off(signal, onSignal);
      resolve(why);
    };
    const onSignal = () => finish('closed');
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, onSignal);
    const watch = setInterval(() => {
      void service.addresses.list().then((lines) => {
        if (
          !lines.some(
            (line) => line.address === entry.address && line.interface === entry.interface,
          )
        )
          finish('removed elsewhere');
      });
    }, 1000);
  });
}

async function reachOne(service: ReachService, request: ReachRequest, options: ReachOptions) {
  const json = options.json === true;
  const answer = await service.plan(request);
  if (answer.reachable) {
    if (json)
      jsonLine({ event: 'reachable', controller: answer.controller, interface: answer.interface });
    else
      say(
        `${answer.controller.host} is on the network of ${answer.interface} already: nothing to add.`,
      );
    return;
  }
  if (json) jsonLine({ event: 'plan', plan: answer });
  else printPlan(answer);
  if (!options.yes && !(await confirm('Add this address?'))) {
    say('Nothing was added.');
    return;
  }
  const entry = await service.addresses.add(answer);
  const host = answer.controller.host;
  if (json) jsonLine({ event: 'added', address: entry });
  else
    say(
      `Added ${entry.address}/${entry.prefix} to ${entry.interface}: ${host} is reachable from this computer. Keep this running while you work; Ctrl+C removes the address (or: turnkey reach ${host} --remove).`,
    );
  const why = await heldUntilClosed(service, entry);
  if (why === 'closed') tellRemovals(await service.addresses.removeOwn(), json, 'this run closed');
}

function requestOf(host: string | undefined, options: ReachOptions): ReachRequest {
  if (host === undefined && options.serial === undefined)
    throw new UsageError('name the controller: HOST[:PORT] or --serial SERIAL');
  const address = host === undefined ? undefined : addressArgument(host);
  return {
    ...(address ? { host: address.host, port: address.port } : {}),
    ...(options.serial !== undefined ? { serial: options.serial } : {}),
    ...(options.interface !== undefined ? { interface: options.interface } : {}),
    ...(options.prefix !== undefined ? { prefix: options.prefix } : {}),
  };
}

export async function runReach(host: string | undefined, options: ReachOptions): Promise<void> {
  const json = options.json === true;
  const service = reachService(appDataDir(), 'cli');
  await sweepLeftBehind(service, json);
  if (options.list) {
    const lines = await service.addresses.list();
    if (json) jsonLine({ addresses: lines });
    else if (lines.length === 0) say('No temporary address of this computer.');
    else lines.forEach((line) => say(lineOf(line)));
    return;
  }
  if (options.removeAll)
    return tellRemovals(await service.addresses.removeAsked(), json, 'as asked');
  if (options.remove) {
    const name = host === undefined ? options.serial : addressArgument(host).host;
    if (name === undefined) throw new UsageError('name the controller: HOST or --serial SERIAL');
    const removals = await service.removeFor(name);
    if (removals.length === 0 && !json) say(`No temporary address reaches ${name}.`);
    return tellRemovals(removals, json, 'as asked');
  }
  await reachOne(service, requestOf(host, options), options);
}
