/**
 * The controller view's overview against real simulators: a 1.7 controller shows its network,
 * clock and drift, counts and VPN role; a 1.5 one (no network section, D11) shows what it has and says what it has not.
 */
import { describe, expect, it } from 'vitest';
import { controllerOverview } from '../../../src/core/app/controller-overview.service';
import { controllerOverview as overviewChannel } from '../../../src/shared/ipc/controller-overview.schema';
import { loggedInSimulators } from '../helpers/logged-in-simulators';

const loggedIn = loggedInSimulators();

describe('the controller overview', () => {
  it('shows every part of a 1.7 controller, its clock within a second of the laptop', async () => {
    const { sim, client } = await loggedIn({});
    await sim.request('POST', '/staff', {
      token: await sim.login(),
      json: {
        surname: 'S',
        name: 'N',
        dolzhnost: 'D',
        uuid: '6f1c2a4e-8b1d-4c3e-9a2f-1b2c3d4e5f60',
      },
    });
    const overview = overviewChannel.output.parse(await controllerOverview(client));
    expect(overview.missing).toEqual([]);
    expect(overview.network).toMatchObject({ ip: sim.host, dhcp: false });
    expect(Math.abs(overview.time?.driftSeconds ?? 99)).toBeLessThan(2);
    expect(overview.time?.timezone).toBeTruthy();
    expect(overview.counts?.staff).toBe(1);
    expect(overview.vpn).toEqual({ role: 'none' });
  });

  it('says which parts a 1.5 controller does not serve, and shows the rest', async () => {
    const { client } = await loggedIn({ firmware: '1.5', staffFields: 'legacy' });
    const overview = overviewChannel.output.parse(await controllerOverview(client));
    expect(overview.missing.map((m) => m.part).sort()).toEqual(['network']);
    expect(overview.time).toBeDefined();
    expect(overview.counts?.staff).toBeGreaterThanOrEqual(0);
  });
});
