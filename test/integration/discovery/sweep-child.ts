/**
 * Helper of sweep-open-files.test.ts, run as a child process under a small open-file limit:
 * sweeps RANGE on PORT with the default pace and prints one JSON line with the tally and the
 * probes allowed in flight when the first host was done. MODE `os` reads the process's limit as
 * the sweep does by default; `unknown` hides it, so only the EMFILE back-off can save the sweep.
 */
import { parseCidr } from '../../../src/core/discovery/cidr-range';
import { DEFAULT_DISCOVERY_SETTINGS } from '../../../src/core/discovery/discovery-settings';
import { Pacer } from '../../../src/core/discovery/pacer';
import { sweep } from '../../../src/core/discovery/sweep';

const [rangeText, portText, mode] = process.argv.slice(2);
const range = parseCidr(rangeText ?? '');
if (!range || !portText || (mode !== 'os' && mode !== 'unknown')) {
  throw new Error('usage: sweep-child.ts RANGE PORT os|unknown');
}
const pacer = new Pacer(DEFAULT_DISCOVERY_SETTINGS);
let firstCap: number | undefined;
const result = await sweep([{ range, local: true }], {
  ports: [Number(portText)],
  pacer,
  connectTimeoutMs: 800,
  answerTimeoutMs: 200,
  ...(mode === 'unknown' ? { openFiles: () => Promise.resolve(undefined) } : {}),
  onHostDone: () => (firstCap ??= pacer.concurrency),
});
process.stdout.write(`${JSON.stringify({ tally: result.tallies[0], firstCap })}\n`);
