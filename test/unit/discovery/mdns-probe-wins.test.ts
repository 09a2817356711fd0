import { describe, expect, it } from 'vitest';
import type { ProbeOutcome } from '../../../src/core/discovery/https-probe';
import { mergeSightings } from '../../../src/core/discovery/merge';
import { SightingLog } from '../../../src/core/discovery/sightings';
import { certificateInfo } from './test-certificate-info';

const FP = Array.from({ length: 32 }, () => 'AB').join(':');
const address = { host: '10.0.0.12', port: 8443 };

function answer(identity: { serial?: string; model?: string }): ProbeOutcome {
  const certificate = certificateInfo(FP);
  return { kind: 'controller', address, certificate, ...identity, firmware: '1.6.0' };
}

const lyingTxt = { serial: 'SN-LIE', model: 'Lying model', firmware: '1.5.0' as const };

describe('the probe`s answer wins over mDNS TXT (D14, D15)', () => {
  it('in a sighting: TXT only fills in what the certificate does not name', () => {
    const log = new SightingLog();
    log.record('mdns', answer({ serial: 'SN-1', model: 'Turnkey simulator' }), lyingTxt);
    log.record('mdns', answer({}), lyingTxt);
    expect(log.controllers.map((s) => [s.serial, s.model, s.firmware])).toEqual([
      ['SN-1', 'Turnkey simulator', '1.6.0'],
      ['SN-LIE', 'Lying model', '1.6.0'],
    ]);
  });

  it('in the merge, whichever method saw the controller first', () => {
    const probed = answer({ serial: 'SN-1', model: 'Turnkey simulator' });
    for (const order of [
      ['mdns', 'sweep'],
      ['sweep', 'mdns'],
    ] as const) {
      const log = new SightingLog();
      // A search's report, not probed by this computer, may come before any probe.
      log.report({
        method: 'controller_search',
        address,
        fingerprint256: FP,
        serial: 'SN-REPORTED',
        model: 'Reported model',
        firmware: '1.5.0',
      });
      for (const method of order) log.record(method, probed, method === 'mdns' ? lyingTxt : {});
      const [controller] = mergeSightings(log.controllers, log.others, []).controllers;
      expect(controller).toMatchObject({
        serial: 'SN-1',
        model: 'Turnkey simulator',
        firmware: '1.6.0',
      });
    }
  });
});
