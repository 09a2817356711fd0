/**
 * mDNS as a discovery method (D15): browse, and confirm every controller advert by
 * this computer's own probe of each address it may be at. An advert is confirmed when one of its
 * addresses answers as a controller whose certificate does not name another serial; one that no
 * address confirms becomes a "why not found" note.
 */
import type { MdnsReport } from '../../shared/ipc/discovery.schema';
import { formatAddress } from '../client/controller-address';
import type { UnconfirmedAdvert } from './diagnosis';
import type { ProbeOutcome } from './https-probe';
import { browseMdns, type MdnsAdvert, type MdnsBrowseResult } from './mdns-browse';
import { notConfirmed, type Confirmations, type SightingLog } from './sightings';

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

/** The certificate names another serial than the advert's TXT. */
function isOtherController(outcome: ProbeOutcome, advert: MdnsAdvert): boolean {
  return (
    outcome.kind === 'controller' &&
    outcome.serial !== undefined &&
    advert.serial !== undefined &&
    outcome.serial !== advert.serial
  );
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
  const probed = new Set<string>();
  const confirmed = new Set<string>();
  const unconfirmed: UnconfirmedAdvert[] = [];

  const onAdvert = (advert: MdnsAdvert) => {
    const facts = {
      ...(advert.serial ? { serial: advert.serial } : {}),
      ...(advert.model ? { model: advert.model } : {}),
    };
    const fresh = advert.hosts
      .map((host) => ({ host, port: advert.port }))
      .filter((address) => !probed.has(formatAddress(address)));
    for (const address of fresh) probed.add(formatAddress(address));
    const probes = fresh.map((address) =>
      confirmations.probe(address, options.connectTimeoutMs).then((outcome) => {
        if (!outcome) return undefined;
        const other = isOtherController(outcome, advert);
        log.record('mdns', outcome, other ? {} : facts);
        return other ? undefined : outcome;
      }),
    );
    void confirmations.track(
      Promise.all(probes).then((outcomes) => {
        if (outcomes.some((o) => o?.kind === 'controller')) {
          confirmed.add(advert.name);
          return;
        }
        const failed = outcomes.flatMap((o) => (o ? [o] : []));
        const first = failed[0];
        if (first) {
          const reason = failed.map(notConfirmed).join('; ');
          unconfirmed.push({ name: advert.name, address: first.address, reason });
        }
      }),
    );
  };

  const browse = await browseMdns({
    interfaces: options.interfaces,
    windowMs: options.windowMs,
    signal: options.signal,
    onAdvert,
  });
  return {
    report: () => summarize(browse, confirmed.size),
    // An advert seen again at another address may have been confirmed there after all.
    unconfirmed: () => unconfirmed.filter((u) => !confirmed.has(u.name)),
  };
}
