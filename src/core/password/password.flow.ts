/**
 * The factory-password wizard, the first flow on the engine: a new password for one login on
 * one or many controllers (`PUT /auth_users/{login}`, spec 4.1), checked before anything is sent,
 * planned per controller, applied as a job under each controller's lock, verified by logging in
 * with it, kept in the OS keychain only, and journalled without the password (docs/decisions.md,
 * "The factory password").
 */
import type { z } from 'zod';
import type { LocalizedText } from '../../shared/words/localized-text';
import type { PlanRow } from '../../shared/ipc/flow.schema';
import type { Capabilities } from '../client/capabilities';
import type { Credentials } from '../client/session';
import type { ControllerConnection } from '../connection/controller-connection';
import type { FlowDefinition, FlowResult } from '../flows/flow-definition';
import type { JobRunner } from '../jobs/job-runner';
import { changePassword } from './change-password';
import { passwordForm } from './password-form';
import { PASSWORD_WORDS } from './password.words';
import { flowOfSteps, formStep, planStep } from '../flows/step-table';

export interface PasswordFlowDeps {
  /** The site's controller: its connection (logged in or able to), label and what the site knows. */
  controller(controllerId: string): Promise<{
    connection: ControllerConnection;
    label: string;
    factoryPassword: boolean | undefined;
  }>;
  /** The open site's job runner. */
  jobs: () => Promise<Pick<JobRunner, 'start'>>;
  /** Keeps the password in the OS keychain only, and the login beside the pin. */
  remember(controllerId: string, credentials: Credentials): Promise<void>;
  /** Records on the site whether the factory account still works there. */
  markFactoryPassword(controllerId: string, accepted: boolean): Promise<void>;
}

const TITLE: LocalizedText = PASSWORD_WORDS.title;

/** Whether the controller's era serves authentication users (spec 9: 1.6.0 and later, D11). */
function canChangePasswords(capabilities: Capabilities): boolean {
  return capabilities.areas.auth_users === 'available';
}

/** One run of the password wizard: its controllers, the login and password chosen, the plan. */
interface PasswordRun {
  deps: PasswordFlowDeps;
  controllerIds: string[];
  chosen?: z.infer<typeof passwordForm>;
  targets: { controllerId: string; label: string; wasFactory: boolean }[];
}

function showPasswordForm(): Promise<FlowResult> {
  return Promise.resolve({ kind: 'form', stepId: 'password', title: TITLE, schema: passwordForm });
}

/** Each controller that serves its users is planned; the factory password is said as such. */
async function planPassword(
  run: PasswordRun,
  chosen: z.infer<typeof passwordForm>,
): Promise<FlowResult> {
  run.chosen = chosen;
  const rows: PlanRow[] = [];
  const notes: LocalizedText[] = [];
  run.targets = [];
  for (const controllerId of run.controllerIds) {
    const { connection, label, factoryPassword } = await run.deps.controller(controllerId);
    const client = await connection.ready();
    if (!canChangePasswords(await client.capabilities())) {
      notes.push(PASSWORD_WORDS.skippedNoUsers(label));
      continue;
    }
    const wasFactory = factoryPassword === true;
    run.targets.push({ controllerId, label, wasFactory });
    rows.push({
      controllerId,
      controllerLabel: label,
      field: 'password',
      fieldLabel: PASSWORD_WORDS.passwordOf(chosen.login),
      now: wasFactory ? PASSWORD_WORDS.factoryPassword : PASSWORD_WORDS.passwordSet,
      after: PASSWORD_WORDS.newPasswordKept,
    });
  }
  return {
    kind: 'plan',
    stepId: 'plan',
    title: TITLE,
    rows,
    notes,
    confirmLabel: PASSWORD_WORDS.changeCount(run.targets.length),
  };
}

/** Changes each planned controller's password, reads it back, and keeps it in the keychain. */
async function applyPassword(run: PasswordRun): Promise<FlowResult> {
  const { deps, targets } = run;
  const credentials = { login: run.chosen!.login, password: run.chosen!.password };
  const job = (await deps.jobs()).start({
    kind: 'password',
    title: TITLE,
    controllers: targets.map(({ controllerId, label }) => ({ controllerId, label })),
    // A password change cut short may leave a password no keychain keeps: it is only
    // ever stopped after the controllers at work (docs/decisions.md, "Stopping a job").
    stopNow: false,
    run: async (ctx) => {
      const target = targets.find((t) => t.controllerId === ctx.controllerId)!;
      const { connection } = await deps.controller(ctx.controllerId);
      const changed = await changePassword(
        connection,
        credentials,
        target.wasFactory,
        ctx,
        ctx.signal,
      );
      await deps.remember(ctx.controllerId, credentials);
      await deps.markFactoryPassword(ctx.controllerId, false);
      return { result: { login: changed.login, role: changed.role, verified: true } };
    },
  });
  return { kind: 'job', stepId: 'apply', title: TITLE, jobId: job.id };
}

export function passwordFlow(deps: PasswordFlowDeps): FlowDefinition {
  return flowOfSteps({
    type: 'password',
    title: TITLE,
    start: ({ controllerIds }): PasswordRun => ({ deps, controllerIds, targets: [] }),
    first: 'password',
    steps: {
      password: formStep(showPasswordForm, planPassword),
      plan: planStep(applyPassword),
    },
  });
}
