/**
 * A plan's `addresses:` table: the network wizard's table of addresses by serial (serial,
 * address, mask, gateway per line), pasted into the plan as a block (docs/decisions.md, "Network
 * wizard: addresses by serial", and "Site plans"). Each row becomes its controller's planned
 * static `network`, so the plan applies it with the network wizard's move like any planned
 * network. A row's problem is told at its line in the file, like every plan problem; a
 * controller given its network both in the table and under `controllers` is refused.
 */
import type { LocalizedText } from '../../shared/words/localized-text';
import type { SitePlan } from '../../shared/plans/site-plan.schema';
import { parseAddressTable } from '../network/address-table';
import type { TableProblem } from '../network/address-table-problems';
import type { PlanProblem } from './plan-parse';
import { PLANS_WORDS } from './plans.words';

/** Where a line of the table is in the file. */
export type TableLineInFile = (tableLine: number) => number;

function twice(serial: string): LocalizedText {
  return PLANS_WORDS.givenNetworkUnderControllers(serial);
}

function planned(address: string, serial: string): LocalizedText {
  return PLANS_WORDS.plannedUnderControllersToo(address, serial);
}

/**
 * The plan with the table's rows as its controllers' networks (a controller the table alone
 * names is added with its network only), or the table's problems at their lines in the file.
 */
export function withAddressTable(
  plan: SitePlan,
  lineInFile: TableLineInFile,
): { ok: true; plan: SitePlan } | { ok: false; problems: PlanProblem[] } {
  if (plan.addresses === undefined) return { ok: true, plan };
  const { rows, problems } = parseAddressTable(plan.addresses);
  const at = (p: Pick<TableProblem, 'line' | 'field' | 'message'>): PlanProblem => ({
    line: lineInFile(p.line),
    field: p.field === 'row' ? 'addresses' : `addresses.${p.field}`,
    message: p.message,
  });
  const found = problems.map(at);
  const ips = new Map<string, string>();
  for (const [serial, c] of Object.entries(plan.controllers)) {
    if (c.network && !c.network.dhcp && c.network.ip) ips.set(c.network.ip, serial);
  }
  const controllers = { ...plan.controllers };
  for (const row of rows) {
    const own = plan.controllers[row.serial];
    if (own?.network) {
      found.push(at({ line: row.line, field: 'serial', message: twice(row.serial) }));
      continue;
    }
    const holder = ips.get(row.address);
    if (holder !== undefined) {
      const message = planned(row.address, holder);
      found.push(at({ line: row.line, field: 'address', message }));
    }
    const network = { dhcp: false, ip: row.address, mask: row.mask, gateway: row.gateway };
    controllers[row.serial] = { ...own, network };
  }
  if (found.length > 0) return { ok: false, problems: found.sort((a, b) => a.line - b.line) };
  return { ok: true, plan: { ...plan, controllers } };
}
