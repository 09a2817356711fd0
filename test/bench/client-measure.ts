/**
 * The measurements of client.bench.ts at one controller address: sequential GET /staff/count
 * through the client and through raw node:https over the same kind of pinned keep-alive agent,
 * in interleaved blocks, then all staff read in pages both ways, in interleaved rounds.
 */
import { request } from 'node:https';
import { loadavg } from 'node:os';
import { ControllerClient } from '../../src/core/client/controller-client';
import type { ControllerAddress } from '../../src/core/client/controller-address';
import { PinnedAgent } from '../../src/core/client/pinned-agent';
import { allStaff, staffPages } from '../../src/core/client/read-all';
import { BENCH_ACCOUNT } from './bench-simulator';

export const PAGE = 150;
export const PAGE_CONCURRENCY = 4;

/** One GET over raw node:https: status check, body read, JSON.parse. */
export function rawGet(
  agent: PinnedAgent,
  address: ControllerAddress,
  path: string,
  token: string,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: address.host,
        port: address.port,
        path: `/api/v1${path}`,
        agent,
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          if (res.statusCode !== 200) reject(new Error(`${path}: ${res.statusCode}`));
          else resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        });
      },
    );
    req.setTimeout(10_000, () => req.destroy(new Error(`${path}: no answer in 10 s`)));
    req.on('error', reject);
    req.end();
  });
}

export async function time(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

export const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export interface Setting {
  name: string;
  /** How the delay is made, for the table. */
  link: string;
  countCalls: number;
  block: number;
  warmUp: number;
  readRounds: number;
}

export type ReadName = 'raw' | 'pages' | 'items';

export interface Figures {
  setting: Setting;
  rawUs: number;
  clientUs: number;
  overhead: number;
  count: number;
  readMs: Record<ReadName, number>;
  /** One-minute load average when this setting's runs ended. */
  load: number;
}

/** The client and the raw baseline at `address`, each with its own agent, the same token. */
export interface Contenders {
  client: ControllerClient;
  raw: (path: string) => Promise<unknown>;
  close(): void;
}

export async function contenders(
  address: ControllerAddress,
  fingerprint256: string,
): Promise<Contenders> {
  const client = new ControllerClient({ address, fingerprint256 });
  const rawAgent = new PinnedAgent({ fingerprint256 });
  await client.login(BENCH_ACCOUNT);
  const token = await client.session.validToken();
  return {
    client,
    raw: (path) => rawGet(rawAgent, address, path, token),
    close() {
      client.close();
      rawAgent.destroy();
    },
  };
}

async function sequentialCalls(setting: Setting, { client, raw }: Contenders) {
  const { countCalls, block } = setting;
  console.log(`Sequential GET /staff/count: ${countCalls} calls each, blocks of ${block} ...`);
  for (let i = 0; i < setting.warmUp; i++) {
    await raw('/staff/count');
    await client.api.staff.count();
  }
  const rawBlocks: number[] = [];
  const clientBlocks: number[] = [];
  for (let done = 0; done < countCalls; done += block) {
    rawBlocks.push(
      await time(async () => {
        for (let i = 0; i < block; i++) await raw('/staff/count');
      }),
    );
    clientBlocks.push(
      await time(async () => {
        for (let i = 0; i < block; i++) await client.api.staff.count();
      }),
    );
  }
  const rawUs = (median(rawBlocks) / block) * 1000;
  const clientUs = (median(clientBlocks) / block) * 1000;
  console.log(
    `  raw ${rawUs.toFixed(0)} µs/call, client ${clientUs.toFixed(0)} µs/call, ` +
      `overhead ${((clientUs / rawUs - 1) * 100).toFixed(1)} %`,
  );
  return { rawUs, clientUs, overhead: clientUs / rawUs - 1 };
}

/** The three ways through all staff: raw pages, `staffPages`, `allStaff`. */
export function reads(
  { client, raw }: Contenders,
  count: number,
): Record<ReadName, () => Promise<void>> {
  const pages = Math.ceil(count / PAGE) + (count % PAGE === 0 ? 1 : 0);
  return {
    raw: async () => {
      let page = 0;
      let records = 0;
      const worker = async () => {
        while (page < pages) {
          const mine = ++page;
          const items = (await raw(`/staff?page=${mine}&page_size=${PAGE}`)) as unknown[];
          records += items.length;
        }
      };
      await Promise.all(Array.from({ length: PAGE_CONCURRENCY }, worker));
      if (records !== count) throw new Error(`raw read ${records} of ${count}`);
    },
    pages: async () => {
      let records = 0;
      for await (const page of staffPages(client, { concurrency: PAGE_CONCURRENCY }))
        records += page.length;
      if (records !== count) throw new Error(`client read ${records} of ${count}`);
    },
    items: async () => {
      let records = 0;
      for await (const _ of allStaff(client, { concurrency: PAGE_CONCURRENCY })) records++;
      if (records !== count) throw new Error(`client read ${records} of ${count}`);
    },
  };
}

/** Runs one setting against a controller already seeded, through `address`. */
export async function measure(
  setting: Setting,
  address: ControllerAddress,
  fingerprint256: string,
): Promise<Figures> {
  console.log(`\n${setting.name}`);
  const both = await contenders(address, fingerprint256);
  try {
    const calls = await sequentialCalls(setting, both);
    const { count } = await both.client.api.staff.count();
    console.log(
      `Reading all ${count} staff, pages of ${PAGE}, ${PAGE_CONCURRENCY} in flight, ${setting.readRounds} rounds each ...`,
    );
    const ways = reads(both, count);
    const readTimes: Record<ReadName, number[]> = { raw: [], pages: [], items: [] };
    for (const read of Object.values(ways)) await read();
    for (let round = 0; round < setting.readRounds; round++) {
      for (const [name, read] of Object.entries(ways))
        readTimes[name as ReadName].push(await time(read));
    }
    const readMs = {
      raw: median(readTimes.raw),
      pages: median(readTimes.pages),
      items: median(readTimes.items),
    };
    for (const name of Object.keys(readMs) as ReadName[]) {
      console.log(
        `  ${name}: ${readMs[name].toFixed(1)} ms, ${(readMs[name] / readMs.raw).toFixed(2)}x the raw time`,
      );
    }
    return { setting, ...calls, count, readMs, load: loadavg()[0] ?? 0 };
  } finally {
    both.close();
  }
}
