/**
 * The time wizard: time zone, NTP and clock for the chosen controllers at once (spec 4.12
 * `/date_time`). The form offers the zones every chosen controller knows; the plan reads each
 * clock and shows now -> after per field (a controller with nothing to change is a note, one
 * without `/date_time` in its era is skipped with the reason, D11); the job sets each under its
 * lock and verifies by reading back (set-time.ts), all controllers at once.
 */
import type { LocalizedText } from '../../shared/words/localized-text';
import type { PlanRow } from '../../shared/ipc/flow.schema';
import type { ControllerConnection } from '../connection/controller-connection';
import type { FlowDefinition, FlowResult } from '../flows/flow-definition';
import type { JobRunner } from '../jobs/job-runner';
import { ntpServerProblem } from './ntp-server';
import { setControllerTime } from './set-time';
import { timeChanges, timeTarget, type TimeTarget } from './time-change';
import { timeForm, type TimeFormValues } from './time-form';
import { readTime, type TimeReading } from './time-reading';
import { sectionNotServed } from '../client/capabilities';
import { TIME_WORDS } from './time.words';
import { flowOfSteps, formStep, planStep } from '../flows/step-table';
import { FLOWS_WORDS } from '../flows/flows.words';

export interface TimeFlowDeps {
  controller(controllerId: string): Promise<{ connection: ControllerConnection; label: string }>;
  jobs: () => Promise<Pick<JobRunner, 'start'>>;
  now?: () => number;
}

const TITLE: LocalizedText = TIME_WORDS.title;

/** A controller whose firmware has no `/date_time` (D11: a newer section answers 404). */
function describeRow(field: keyof TimeTarget, now: TimeReading, target: TimeTarget) {
  switch (field) {
    case 'timezone':
      return {
        fieldLabel: TIME_WORDS.timeZone,
        now: { en: now.timezone, ru: now.timezone },
        after: { en: target.timezone, ru: target.timezone },
      };
    case 'ntp':
      return {
        fieldLabel: TIME_WORDS.ntp,
        now: now.ntp ? FLOWS_WORDS.on : FLOWS_WORDS.off,
        after: target.ntp ? FLOWS_WORDS.on : FLOWS_WORDS.off,
      };
    case 'ntpServer':
      return {
        fieldLabel: TIME_WORDS.ntpServer,
        now: { en: now.ntpServer, ru: now.ntpServer },
        after: { en: target.ntpServer, ru: target.ntpServer },
      };
    case 'setClock':
      return {
        fieldLabel: TIME_WORDS.clock,
        now: TIME_WORDS.offBy(now.driftSeconds),
        after: TIME_WORDS.computersClock,
      };
  }
}

/** One run of the time wizard: its controllers, the form it showed, the plan confirmed. */
interface TimeRun {
  deps: TimeFlowDeps;
  now: () => number;
  controllerIds: string[];
  schema?: ReturnType<typeof timeForm>;
  planned: Array<{ controllerId: string; label: string; target: TimeTarget }>;
}

/** The zones every chosen controller knows (one without `/date_time` offers none). */
async function showTimeForm(run: TimeRun): Promise<FlowResult> {
  let common: Set<string> | undefined;
  for (const id of run.controllerIds) {
    const { connection } = await run.deps.controller(id);
    const client = await connection.ready();
    const zones = await client.api.dateTime.timezones().then(
      (answer) => answer.data,
      (error: unknown) => {
        if (sectionNotServed(error)) return undefined;
        throw error;
      },
    );
    if (!zones) continue;
    common = common ? new Set(zones.filter((z) => common!.has(z))) : new Set(zones);
  }
  run.schema = timeForm([...(common ?? [])].sort(), run.now());
  return { kind: 'form', stepId: 'time', title: TITLE, schema: run.schema };
}

/** Reads each clock and plans now -> after per field. */
async function planTime(run: TimeRun, values: TimeFormValues): Promise<FlowResult> {
  if (values.ntp === 'on' && values.ntp_server) {
    const problem = ntpServerProblem(values.ntp_server);
    if (problem) {
      return {
        kind: 'form',
        stepId: 'time',
        title: TITLE,
        schema: run.schema!,
        errors: { ntp_server: problem },
      };
    }
  }
  const rows: PlanRow[] = [];
  const notes: LocalizedText[] = [];
  run.planned = [];
  for (const controllerId of run.controllerIds) {
    const { connection, label } = await run.deps.controller(controllerId);
    let reading: TimeReading;
    try {
      reading = await readTime(await connection.ready());
    } catch (error) {
      if (!sectionNotServed(error)) throw error;
      notes.push(TIME_WORDS.skippedNoDateTime(label));
      continue;
    }
    const target = timeTarget(values, reading);
    const changes = timeChanges(reading, target);
    if (changes.length === 0) {
      notes.push(FLOWS_WORDS.nothingToChangeOn(label));
      continue;
    }
    run.planned.push({ controllerId, label, target });
    for (const field of changes) {
      rows.push({
        controllerId,
        controllerLabel: label,
        field,
        ...describeRow(field, reading, target),
      });
    }
  }
  const count = run.planned.length;
  return {
    kind: 'plan',
    stepId: 'plan',
    title: TITLE,
    rows,
    notes,
    confirmLabel: TIME_WORDS.setTimeOn(count),
  };
}

/** Sets each planned controller under its lock and reads it back (set-time.ts). */
async function applyTime(run: TimeRun): Promise<FlowResult> {
  const setting = run.planned;
  const { deps } = run;
  const job = (await deps.jobs()).start({
    kind: 'time',
    title: TITLE,
    controllers: setting.map(({ controllerId, label }) => ({ controllerId, label })),
    run: async (ctx) => {
      const { target } = setting.find((p) => p.controllerId === ctx.controllerId)!;
      const { connection } = await deps.controller(ctx.controllerId);
      const { after } = await setControllerTime(connection, target, ctx, { signal: ctx.signal });
      return {
        result: {
          timezone: after.timezone,
          ntp: after.ntp,
          ntp_server: after.ntpServer,
          driftSeconds: after.driftSeconds,
        },
      };
    },
  });
  return { kind: 'job', stepId: 'apply', title: TITLE, jobId: job.id };
}

export function timeFlow(deps: TimeFlowDeps): FlowDefinition {
  return flowOfSteps({
    type: 'time',
    title: TITLE,
    start: ({ controllerIds }): TimeRun => {
      if (controllerIds.length === 0) throw new Error('the time flow needs a controller');
      return { deps, now: deps.now ?? Date.now, controllerIds, planned: [] };
    },
    first: 'time',
    steps: {
      time: formStep(showTimeForm, planTime),
      plan: planStep(applyTime),
    },
  });
}
