/**
 * `turnkey export-plan`: the open site written as a site plan (core/plans/plan-export.ts), to
 * clone the site or start the next one from it; `turnkey plan` on the file shows nothing to
 * change (docs/site-plans.md).
 */
import { writeFile } from 'node:fs/promises';
import { exportPlan, planYaml } from '../../core/plans/plan-export';
import { eachLimited } from '../../core/plans/site-plan-reading';
import { cliEngine } from '../controller/cli-engine';
import { planDeps } from './plan-support';

export interface ExportOptions {
  site?: string;
  out?: string;
}

export async function runExport(options: ExportOptions): Promise<void> {
  const cli = await cliEngine();
  try {
    const site = await cli.site(options.site);
    const deps = planDeps(cli);
    const stored = (await site.controllers()).filter((c) => c.serial);
    const controllers = await eachLimited(stored, 8, async (c) => ({
      stored: c,
      client: await deps.reach(cli.engine.connections.open(c.fingerprint256, c.address), c),
    }));
    const name = (await site.info()).name;
    const plan = await exportPlan(name, controllers);
    const text = planYaml(
      plan,
      `Site plan of "${name}", written by turnkey export-plan on ${new Date().toISOString()}.\n` +
        `Format: docs/site-plans.md. Passwords are never here: apply asks for them or takes them\n` +
        `from the keychain. Check it with: turnkey plan FILE`,
    );
    if (options.out) {
      await writeFile(options.out, text);
      process.stderr.write(`Wrote the plan of ${stored.length} controller(s) to ${options.out}.\n`);
    } else process.stdout.write(text);
  } finally {
    await cli.close();
  }
}
