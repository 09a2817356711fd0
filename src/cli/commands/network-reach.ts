/**
 * `turnkey network set` for a controller this computer cannot reach now (docs/decisions.md,
 * "Reaching a controller on another network"): one whose address no network of this computer
 * holds is not logged in before the plan. It must be trusted already (its pin is how it is
 * followed); its login waits for the job, which first adds the temporary address the plan
 * names. Its password is the keychain's, else `--user` with TURNKEY_PASSWORD or a prompt, asked
 * now so the job never waits on a prompt.
 */
import { formatAddress, type ControllerAddress } from '../../core/client/controller-address';
import { rememberedCredentials } from '../../core/controller-services';
import { listInterfaces } from '../../core/discovery/interfaces';
import { knownSighting } from '../../core/engine/known-sighting';
import { laptopHolds } from '../../core/network/temporary-reach';
import type { Site } from '../../core/site/site';
import type { CliEngine } from '../controller/cli-engine';
import { passwordFor } from '../controller/cli-context';
import { DEFAULT_LOGIN, putOnSite, reachForWizard } from '../controller/controller-access';

export interface WizardControllers {
  ids: string[];
  /** The controllers the plan reaches through a temporary address. */
  offNetwork: string[];
}

/** The controllers of a `network set`: logged in now, or, off this computer's networks, later. */
export async function controllersForNetwork(
  cli: CliEngine,
  site: Site,
  addresses: readonly ControllerAddress[],
  options: { user?: string | undefined; json?: boolean | undefined },
): Promise<WizardControllers> {
  const laptop = await listInterfaces({ allowLargeRanges: false });
  const off = addresses.filter((a) => !laptopHolds(laptop, a.host));
  const on = addresses.filter((a) => laptopHolds(laptop, a.host));
  const reached = await reachForWizard(cli, site, on, options);
  const later = [];
  for (const address of off) {
    // Pinned only: an unknown controller cannot be trusted before it is reached.
    const known = await cli.services.trust.resolve(address, { timeoutMs: 1 });
    const connection = cli.engine.connections.open(known.fingerprint256, address);
    const saved = await rememberedCredentials(cli.services, known);
    if (!saved) {
      const login = options.user ?? known.login ?? DEFAULT_LOGIN;
      connection.remember({ login, password: await passwordFor(login) });
    }
    later.push({ sighting: knownSighting(known, address) });
    if (!options.json) {
      process.stderr.write(
        `${formatAddress(address)} is off this computer's networks: the plan reaches it through a temporary address.\n`,
      );
    }
  }
  await putOnSite(cli, site, later);
  return {
    ids: [...reached.map((r) => r.sighting.id), ...later.map((l) => l.sighting.id)],
    offNetwork: later.map((l) => l.sighting.id),
  };
}
