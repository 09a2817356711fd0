/**
 * mDNS as a discovery method (D15): browse, and confirm every controller advert by
 * this computer's own probe of each address it may be at (each address probed once, however many
 * adverts name it). An advert is confirmed by an address that answers as the controller it names
 * (mdns-verdict.ts); only then is that controller found by mDNS, with the advert's TXT as facts
 * below the probe's own. An address that answers as another controller, or not as a controller,
 * becomes a "why not found" note; a failure is dropped when another address confirmed the advert,
 * another controller's answer is kept (someone announced the wrong address).
 */
import type { MdnsReport } from '../../shared/ipc/discovery.schema';
import { formatAddress, type ControllerAddress } from '../client/controller-address';
import type { UnconfirmedAdvert } from './diagnosis';
import type { ProbeOutcome } from './https-probe';
import type { MdnsAdvert, MdnsBrowseResult } from './mdns-browse';
import { judgeAdvertAnswer, type AdvertConfirmation } from './mdns-verdict';
import type { Confirmations, SightingLog } from './sightings';

export interface MdnsMethodOptions {
  interfaces: readonly string[];
  windowMs: number;
  /** Connect time limit for an advertised address: it announced itself, so a patient one. */
  connectTimeoutMs: number;
  signal: AbortSignal;
  confirmations: Confirmations;
  log: SightingLog;
}

export interface MdnsMethod {
  /** Call after the confirmations have settled. */
  report(): MdnsReport;
  unconfirmed(): UnconfirmedAdvert[];
}

/** What one advert (instance name, serial and port) has been through. */
interface AdvertState {
  key: string;
  judged: Set<string>;
  confirmedBy?: AdvertConfirmation;
}

/** The same advert the browse keys by (mdns-browse.ts). */
function advertKey(advert: MdnsAdvert): string {
  return `${advert.name}\u0000${advert.serial ?? ''}\u0000${advert.port}`;
}

function summarize(browse: MdnsBrowseResult, confirmed: number): MdnsReport {
  const answers = browse.adverts.length;
  const first = browse.adverts.reduce<number | undefined>(
    (min, a) => (min === undefined || a.atMs < min ? a.atMs : min),
    undefined,
  );
  return {
    state: answers > 0 ? 'answered' : browse.error ? 'failed' : 'silent',
    answers,
    confirmed,
    ignored: browse.ignored,
    ...(first !== undefined ? { firstAnswerMs: first } : {}),
    ...(browse.error && answers === 0 ? { error: browse.error } : {}),
  };
}

export async function runMdns(options: MdnsMethodOptions): Promise<MdnsMethod> {
  const { confirmations, log } = options;
  const probes = new Map<string, Promise<ProbeOutcome | undefined>>();
  const adverts = new Map<string, AdvertState>();
  const confirmed = new Set<string>();
  const failures: Array<UnconfirmedAdvert & { key: string }> = [];
  const contradictions: UnconfirmedAdvert[] = [];

  const probeOnce = (address: ControllerAddress) => {
    const id = formatAddress(address);
    let probe = probes.get(id);
    if (!probe) {
      probe = confirmations.probe(address, options.connectTimeoutMs);
      // What answered is noted once per address; a controller only when an advert is confirmed.
      void probe.then(
        (outcome) => outcome && outcome.kind !== 'controller' && log.record('mdns', outcome),
      );
      probes.set(id, probe);
    }
    return probe;
  };

  const onAdvert = (advert: MdnsAdvert) => {
    const key = advertKey(advert);
    const state = adverts.get(key) ?? { key, judged: new Set<string>() };
    adverts.set(key, state);
    const facts = {
      ...(advert.serial ? { serial: advert.serial } : {}),
      ...(advert.model ? { model: advert.model } : {}),
    };
    const fresh = advert.hosts
      .map((host) => ({ host, port: advert.port }))
      .filter((address) => !state.judged.has(formatAddress(address)));
    for (const address of fresh) state.judged.add(formatAddress(address));
    void confirmations.track(
      Promise.all(fresh.map(probeOnce)).then((outcomes) => {
        // In the advert's order: the packet's source first, so it confirms before an A record.
        for (const outcome of outcomes) {
          if (!outcome) continue;
          const verdict = judgeAdvertAnswer(advert, outcome, state.confirmedBy);
          if (verdict.kind === 'confirmed' && outcome.kind === 'controller') {
            state.confirmedBy ??= {
              fingerprint256: outcome.certificate.fingerprint256,
              address: outcome.address,
            };
            confirmed.add(key);
            log.record('mdns', outcome, facts);
          } else if (verdict.kind === 'other_controller') {
            contradictions.push({
              name: advert.name,
              address: outcome.address,
              reason: verdict.reason,
            });
          } else if (verdict.kind === 'not_controller') {
            failures.push({
              key,
              name: advert.name,
              address: outcome.address,
              reason: verdict.reason,
            });
          }
        }
      }),
    );
  };

  // Imported when a browse starts: bonjour-service is some twenty modules, which a sweep
  // without mDNS (`turnkey discover --no-mdns`) never needs (docs/decisions.md, "The CLI is
  // bundled").
  const { browseMdns } = await import('./mdns-browse');
  const browse = await browseMdns({
    interfaces: options.interfaces,
    windowMs: options.windowMs,
    signal: options.signal,
    onAdvert,
  });
  return {
    report: () => summarize(browse, confirmed.size),
    // An advert that failed at one address may have been confirmed at another after all.
    unconfirmed: () => [
      ...failures.filter((f) => !confirmed.has(f.key)).map(({ key: _key, ...f }) => f),
      ...contradictions,
    ],
  };
}
