/**
 * Runs once before the e2e tests: they drive the built renderer in Chromium, so first check that
 * there is a Chromium (`npm test` leaves the e2e project out without one; run directly, Vitest
 * stops here with the command to install it rather than building the app for nothing), then
 * build the app when it is missing or older than its sources (scripts/lib/app-build.mjs, the same
 * check `npm run web` makes).
 */
import { ensureBuilt } from '../../scripts/lib/app-build.mjs';
import { isExecutable, onPath } from '../../scripts/lib/find-tool.mjs';
import { TEST_GROUPS } from '../../scripts/lib/test-groups.mjs';

function chromiumProblem(): string | undefined {
  const group = TEST_GROUPS.find((g) => g.id === 'e2e');
  if (!group) return undefined;
  const missing = group.missing({
    platform: process.platform,
    root: process.getuid?.() === 0,
    env: process.env,
    has: (tool) => onPath(tool, process.env['PATH']),
    executable: isExecutable,
  });
  if (missing.length === 0) return undefined;
  return `The e2e tests need ${missing.join(', ')}: ${group.install(process.platform)}.`;
}

export default function setup(): void {
  const problem = chromiumProblem();
  if (problem) throw new Error(problem);
  const code = ensureBuilt();
  if (code !== 0) throw new Error(`electron-vite build failed (exit code ${code})`);
}
