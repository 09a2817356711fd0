/**
 * `turnkey wizard list | run`: every wizard of the feature list (core/features/feature-list.ts)
 * from the command line, a new one included without a command of its own (docs/architecture.md,
 * "Add a wizard"). `list` names them; `run` walks one on the controllers given, the same flow the
 * app walks: the form answered from `--set FIELD=VALUE` read by the wizard's own fields
 * (cli/flow/typed-answers.ts), the plan printed and confirmed (or `--yes`), the job followed to
 * its end by the one follower, its exit code the job's. `--fields` prints the wizard's first
 * form for these controllers (its fields, kinds and choices) and ends, nothing changed.
 */
import type { Command } from 'commander';
import type { FlowStep, FormField } from '../../shared/ipc/flow.schema';
import { FLOW_HOMES, isFlowType } from '../../shared/ipc/flow-types';
import { cliEngine, type CliEngine } from '../controller/cli-engine';
import { addressArgument, secretFromEnvironment } from '../controller/cli-context';
import { collect, LOGIN_HELP, reachForWizard } from '../controller/controller-access';
import { ControllerUsageError, refuseRepeated } from '../controller/controller-usage';
import { EXIT_CODES, exitCodeHelp } from '../exit-codes';
import { runFlowInCli } from '../flow/run-flow';
import { parseSetPairs, typedAnswers } from '../flow/typed-answers';
import { askPassword, canPrompt } from '../output/prompt';
import { renderTable } from '../output/table';

interface RunOptions {
  controller: string[];
  set?: string[];
  subject?: string;
  fields?: boolean;
  user?: string;
  yes?: boolean;
  json?: boolean;
  site?: string;
}

async function listWizards(options: { json?: boolean }): Promise<void> {
  const cli = await cliEngine();
  try {
    const wizards = cli.engine.flows.definitions.map((flow) => ({
      type: flow.type,
      title: flow.title,
      screen: FLOW_HOMES[flow.type],
    }));
    if (options.json) {
      process.stdout.write(`${JSON.stringify({ wizards })}\n`);
      return;
    }
    const rows = wizards.map((w) => [w.type, w.title.en, w.screen]);
    process.stdout.write(`${renderTable(['WIZARD', 'WHAT IT DOES', 'IN THE APP ON'], rows)}\n`);
  } finally {
    await cli.close();
  }
}

/** A password field's value: TURNKEY_FIELD_<NAME>, else asked without echo on a terminal. */
async function secretOf(field: FormField): Promise<string | undefined> {
  const fromEnvironment = secretFromEnvironment(`TURNKEY_FIELD_${field.name.toUpperCase()}`);
  if (fromEnvironment !== undefined || !canPrompt()) return fromEnvironment;
  return askPassword(`${field.label.en}: `);
}

function printFields(form: Extract<FlowStep, { kind: 'form' }>, json: boolean): void {
  if (json) {
    process.stdout.write(
      `${JSON.stringify({ form: { stepId: form.stepId, fields: form.fields } })}\n`,
    );
    return;
  }
  const rows = form.fields.map((f) => [
    f.name,
    f.kind,
    f.required ? 'yes' : 'no',
    f.options ? f.options.map((o) => String(o.value)).join(', ') : '',
    f.label.en,
  ]);
  process.stdout.write(
    `${renderTable(['FIELD', 'KIND', 'NEEDED', 'CHOICES', 'WHAT IT IS'], rows)}\n`,
  );
}

function wizardType(type: string): keyof typeof FLOW_HOMES {
  if (isFlowType(type)) return type;
  throw new ControllerUsageError('wizard_unknown', {
    en: `There is no wizard "${type}": turnkey wizard list names them.`,
    ru: `Мастера «${type}» нет: их список — turnkey wizard list.`,
  });
}

async function runWizard(type: string, options: RunOptions): Promise<void> {
  const flowType = wizardType(type);
  const addresses = options.controller.map(addressArgument);
  refuseRepeated(addresses);
  const typed = parseSetPairs(options.set ?? []);
  const cli = await cliEngine();
  try {
    const site = await cli.site(options.site);
    const reached = await reachForWizard(cli, site, addresses, options);
    const controllerIds = reached.map((r) => r.sighting.id);
    if (options.fields) {
      process.exitCode = await showFirstForm(cli, flowType, controllerIds, options);
      return;
    }
    const answers = typedAnswers(typed, secretOf);
    const outcome = await runFlowInCli({
      cli,
      flowType,
      controllerIds,
      ...(options.subject !== undefined ? { subject: options.subject } : {}),
      answers: answers.answer,
      beforePlan: () => answers.refuseUnused(),
      yes: options.yes === true,
      json: options.json === true,
    });
    process.exitCode = outcome.exitCode;
  } finally {
    await cli.close();
  }
}

async function showFirstForm(
  cli: CliEngine,
  flowType: keyof typeof FLOW_HOMES,
  controllerIds: string[],
  options: RunOptions,
): Promise<number> {
  const first = await cli.engine.flows.start(flowType, controllerIds, options.subject);
  cli.engine.flows.cancel(first.flowId);
  if (first.kind === 'form') {
    printFields(first, options.json === true);
    return EXIT_CODES.ok;
  }
  if (first.kind === 'abort') {
    process.stderr.write(`${first.reason.message.en}\n`);
    return EXIT_CODES.failure;
  }
  process.stdout.write(
    `The ${flowType} wizard asks nothing first: it begins with its ${first.kind}.\n`,
  );
  return EXIT_CODES.ok;
}

const RUN_HELP = `
Examples:
  The fields of the time wizard's form for this controller:
    turnkey wizard run time --controller 10.0.0.20:443 --fields
  Moscow time with NTP from the site's server, without asking:
    turnkey wizard run time --controller 10.0.0.20:443 --set timezone=Europe/Moscow \\
      --set ntp=on --set ntp_server=ntp.site.local --yes

Each --set names a field of the wizard's form (see --fields) and its value: yes/no (or on/off)
for a switch, a number, a comma-separated list for several choices. A password field is never
typed here: give it in TURNKEY_FIELD_<NAME> (e.g. TURNKEY_FIELD_PASSWORD) or at the prompt. A
value the wizard refuses is printed at its field and nothing is sent (exit code 2), and so is a
--set no field of the wizard takes. The plan shows each controller now and after; --yes
accepts it. The command ends with 0 only when every controller was changed and verified.
${LOGIN_HELP}
`;

export function registerWizardCommand(program: Command): void {
  const wizard = program
    .command('wizard')
    .description('any wizard of the app by its name, its form answered with --set');
  wizard
    .command('list')
    .description('the wizards, what each does and the screen it has in the app')
    .option('--json', 'print the list as JSON')
    .action((options: { json?: boolean }) => listWizards(options));
  wizard
    .command('run')
    .description('walk a wizard on one or many controllers: its form, its plan, its job')
    .argument('<wizard>', 'its name, as turnkey wizard list gives it')
    .requiredOption(
      '--controller <host:port>',
      'a trusted controller (repeat for several)',
      collect,
    )
    .option('--set <field=value>', "a field of the wizard's form and its value (repeat)", collect)
    .option('--subject <id>', 'what in the controller the wizard works on (an access point)')
    .option('--fields', "print the wizard's form for these controllers and end")
    .option('--user <login>', 'the login to sign in with when the keychain has no password')
    .option('--yes', 'accept the plan without asking')
    .option('--json', 'print the plan and the result as JSON')
    .addHelpText('after', `${RUN_HELP}${exitCodeHelp()}`)
    .action((type: string, options: RunOptions, command: Command) =>
      runWizard(type, { ...options, ...command.optsWithGlobals<{ site?: string }>() }),
    );
}
