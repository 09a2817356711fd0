/**
 * Where a read of all staff spends its time, layer by layer, for client.bench.ts: the same pages
 * read with the same parallelism through raw node:https, through the project's adapter alone,
 * through axios with that adapter (the transport), the transport with the contract check, and
 * the whole client (`staffPages`). Each layer's wall time and the CPU time of this process per
 * read, medians of interleaved rounds, so what axios and zod add can be read off the differences.
 */
import { AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { endpointById } from '../../src/shared/api';
import { validateAnswer } from '../../src/core/client/answer';
import type { ControllerAddress } from '../../src/core/client/controller-address';
import {
  pinnedHttpsAdapter,
  type ControllerRequestOptions,
} from '../../src/core/client/https-adapter';
import { PinnedAgent } from '../../src/core/client/pinned-agent';
import { MAX_ANSWER_BYTES, Transport } from '../../src/core/client/transport';
import { contenders, median, PAGE, PAGE_CONCURRENCY, reads, time } from './client-measure';

export interface Layer {
  name: string;
  wallMs: number;
  cpuMs: number;
}

const ROUNDS = 15;

/** Reads `pages` pages with `PAGE_CONCURRENCY` workers, each page through `get`. */
function workers(pages: number, count: number, get: (page: number) => Promise<unknown>) {
  return async (): Promise<void> => {
    let page = 0;
    let records = 0;
    const worker = async () => {
      while (page < pages) {
        const items = (await get(++page)) as unknown[];
        records += items.length;
      }
    };
    await Promise.all(Array.from({ length: PAGE_CONCURRENCY }, worker));
    if (records !== count) throw new Error(`read ${records} of ${count}`);
  };
}

/** The layers of a read of `count` staff at `address`, on agents of their own. */
export async function layers(
  address: ControllerAddress,
  fingerprint256: string,
  count: number,
): Promise<Layer[]> {
  const both = await contenders(address, fingerprint256);
  const token = await both.client.session.validToken();
  const adapterAgent = new PinnedAgent({ fingerprint256 });
  const transportAgent = new PinnedAgent({ fingerprint256 });
  try {
    const adapter = pinnedHttpsAdapter({
      host: address.host,
      port: address.port,
      agent: adapterAgent,
      maxAnswerBytes: MAX_ANSWER_BYTES,
      headers: { Accept: 'application/json', 'User-Agent': 'Turnkey' },
    });
    const transport = new Transport(address, transportAgent);
    const endpoint = endpointById('staff.page');
    const path = (page: number) => `/staff?page=${page}&page_size=${PAGE}`;
    const viaTransport = async (page: number) =>
      JSON.parse(
        (
          await transport.send({
            method: 'GET',
            path: '/staff',
            query: { page, page_size: PAGE },
            token,
            timeoutMs: 10_000,
          })
        ).text,
      ) as unknown;
    const pages = Math.ceil(count / PAGE) + (count % PAGE === 0 ? 1 : 0);
    const ways: [string, () => Promise<void>][] = [
      ['raw node:https, JSON.parse', workers(pages, count, (page) => both.raw(path(page)))],
      [
        'the adapter alone, JSON.parse',
        workers(pages, count, async (page) => {
          const config: InternalAxiosRequestConfig & ControllerRequestOptions = {
            url: `/api/v1${path(page)}`,
            timeout: 10_000,
            bearer: token,
            headers: new AxiosHeaders(),
          };
          return JSON.parse((await adapter(config)).data as string) as unknown;
        }),
      ],
      ['axios with the adapter (transport), JSON.parse', workers(pages, count, viaTransport)],
      [
        'the transport, JSON.parse and the contract check',
        workers(pages, count, async (page) =>
          validateAnswer(endpoint, endpoint.response, 200, await viaTransport(page)),
        ),
      ],
      ['the client, `staffPages`', reads(both, count).pages],
    ];
    const wall = ways.map(() => [] as number[]);
    const cpu = ways.map(() => [] as number[]);
    for (const [, read] of ways) await read();
    for (let round = 0; round < ROUNDS; round++) {
      for (const [index, [, read]] of ways.entries()) {
        const before = process.cpuUsage();
        wall[index]?.push(await time(read));
        const used = process.cpuUsage(before);
        cpu[index]?.push((used.user + used.system) / 1000);
      }
    }
    return ways.map(([name], index) => ({
      name,
      wallMs: median(wall[index] ?? []),
      cpuMs: median(cpu[index] ?? []),
    }));
  } finally {
    both.close();
    adapterAgent.destroy();
    transportAgent.destroy();
  }
}
