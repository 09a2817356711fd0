/**
 * Run on a tiny disk by disk-refusals.test.ts: writes a site's files there the way Turnkey
 * does and prints, as one JSON line, what each write was answered.
 */
import { join } from 'node:path';
import { writeFileAtomic } from '../../../src/core/files/atomic-file';
import { Journal } from '../../../src/core/site/journal';
import { TransferCheckpoint } from '../../../src/core/transfer/transfer-checkpoint';

const dir = join(process.env['TINY_DISK']!, 'data');

async function answer(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
    return 'written';
  } catch (error) {
    const data = (error as { data?: unknown }).data;
    return data ?? { thrown: String(error) };
  }
}

const results = {
  atomic: await answer(() => writeFileAtomic(join(dir, 'controllers.json'), 'x'.repeat(200_000))),
  journal: await answer(() =>
    new Journal(join(dir, 'journal.jsonl'), { shell: 'cli', user: 't' }).append({
      action: 'test.full',
      outcome: 'info',
      after: { pad: 'x'.repeat(100_000) },
    }),
  ),
  checkpoint: await answer(async () => {
    const checkpoint = await TransferCheckpoint.open(join(dir, 'checkpoint.jsonl'));
    await checkpoint.record({ part: 'staff', key: 'x'.repeat(200_000), action: 'created' });
    await checkpoint.flush();
  }),
};
process.stdout.write(`${JSON.stringify(results)}\n`);
