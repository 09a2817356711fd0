/**
 * controller_search as a discovery method (spec 4.12): one search through a
 * logged-in controller; every record it reports is noted as reported (merged by fingerprint when
 * the controller gives one) and probed from this computer where it can reach it. A search that
 * fails is a "why not found" note, not a failed discovery.
 */
import type { SearchReport } from '../../shared/ipc/discovery.schema';
import { ClientError } from '../client/client-error';
import type { ControllerClient } from '../client/controller-client';
import { searchThrough } from './controller-search';
import type { Confirmations, SightingLog } from './sightings';

export interface SearchMethodOptions {
  signal: AbortSignal;
  pollMs: number;
  timeoutMs: number;
  connectTimeoutMs: number;
  confirmations: Confirmations;
  log: SightingLog;
}

export async function runSearch(
  search: { client: ControllerClient; network: string },
  options: SearchMethodOptions,
): Promise<SearchReport> {
  const { client, network } = search;
  const via = client.address;
  try {
    const records = await searchThrough(client, network, options);
    for (const r of records) {
      const address = { host: r.host, port: r.port ?? via.port };
      const facts = {
        ...(r.serial ? { serial: r.serial } : {}),
        ...(r.model ? { model: r.model } : {}),
        ...(r.firmware ? { firmware: r.firmware } : {}),
        via,
      };
      options.log.report({
        method: 'controller_search',
        address,
        ...facts,
        ...(r.fingerprint256 ? { fingerprint256: r.fingerprint256 } : {}),
      });
      void options.confirmations.probe(address, options.connectTimeoutMs).then((outcome) => {
        if (outcome) options.log.record('controller_search', outcome, facts);
      });
    }
    return { via, network, state: 'done', reported: records.length };
  } catch (error) {
    const state = options.signal.aborted
      ? 'cancelled'
      : ClientError.is(error, 'timeout')
        ? 'timeout'
        : 'failed';
    const reason = ClientError.isAny(error)
      ? error.data.message.en
      : error instanceof Error
        ? error.message
        : String(error);
    return { via, network, state, reported: 0, error: reason };
  }
}
