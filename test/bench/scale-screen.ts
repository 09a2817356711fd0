/**
 * The site screen of a big site (1,000 controllers) in Chromium at 1366 x 768, through the browser
 * host as `npm run web` starts it (scripts/web.mjs over the app data folder given). Measured in
 * the page, on its own clock (scale-screen-probe.ts):
 * - first rows: from the navigation to the site view to the frame that first draws a row of its
 *   work list (a page load, the median of three), and from a click on "Site" in the navigation on
 *   another screen (the site already read);
 * - each column's sort (a click on its header, ascending then descending) and each key typed into
 *   the filter (then the filter cleared): from the event to the frame after the table's last change;
 * - a scroll of the list from top to bottom, a fast wheel (three rows) a frame: every frame's
 *   interval, the longest, those over 50 ms, Chromium's long animation frames, and how many
 *   different controllers the rows showed on the way.
 * test/bench/scale.bench.ts calls `measureSiteScreen` on a real site while its simulators run.
 * Run alone (`node --import tsx test/bench/scale-screen.ts`, in a private network namespace) it
 * measures a synthetic site of 1,000 controllers at loopback addresses where nothing listens
 * (scale-screen-site.ts), prints the figures and keeps a screenshot; it writes no docs.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { launchChromium } from '../e2e/support/chromium';
import { PROBE_SCRIPT } from './scale-screen-probe';
import { writeSyntheticSite } from './scale-screen-site';

const ROOT = join(import.meta.dirname, '..', '..');
const VIEWPORT = { width: 1366, height: 768 };
/** The marks (ms; frames in ms). */
export const SITE_SCREEN_TARGETS = { firstRowsMs: 1000, actionMs: 100, frameMs: 50 } as const;
/** Typed into the filter one key at a time, then cleared. */
const TYPED = 'TKDEMO1';
/** A fast turn of a mouse wheel: three rows a frame, 7,200 pixels a second at 60 frames. */
const WHEEL_PX = 120;
const LOADS = 3;

export interface ActionTiming {
  /** What was done: a column key and direction, or the key typed ("clear" for the clearing). */
  action: string;
  ms: number;
  /** Changes of the table's DOM it caused (0: the table stayed as it was). */
  mutations: number;
}

export interface SiteScreenFigures {
  /** Different controllers the rows showed while the list scrolled from top to bottom. */
  controllers: number;
  /** Navigation to the site view (a page load) to its first rows on screen: median of the loads. */
  firstRowsMs: number;
  firstRowsRunsMs: number[];
  /** A click on "Site" in the navigation, from another screen, to the first rows on screen. */
  navigateRowsMs: number;
  /** After the first rows, until the table stopped changing (the controllers' state arriving). */
  settledMs: number;
  /** Per column key, the slower of its ascending and descending sort; every click in `sorts`. */
  sortMs: Record<string, number>;
  sorts: ActionTiming[];
  /** Each key typed into the filter, then the clearing. */
  filterMs: ActionTiming[];
  scroll: {
    frames: number;
    longestFrameMs: number;
    framesOver50: number;
    /** Chromium's long animation frames during the scroll (empty when none or not supported). */
    longAnimationFramesMs: number[];
  };
}

interface Probe {
  ms: number;
  mutations: number;
  settled: boolean;
}

/** Starts scripts/web.mjs over the data folder; its URL and how to stop it (Ctrl+C, as a user). */
async function startWeb(
  dataDir: string,
  env: NodeJS.ProcessEnv,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn(
    process.execPath,
    [join(ROOT, 'scripts', 'web.mjs'), '--port', '0', '--no-open'],
    {
      cwd: ROOT,
      env: { ...process.env, ...env, TURNKEY_DATA_DIR: dataDir },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.pid !== undefined) process.kill(-child.pid, 'SIGINT');
    await exited;
  };
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no URL printed:\n${output}`)), 300_000);
      child.stdout.on('data', () => {
        const match = /http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]+/.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(match[0]);
        }
      });
      void exited.then(() => reject(new Error(`the host exited:\n${output}`)));
    });
    return { url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A page load of the site view: ms from the navigation to the first rows, and to a quiet table. */
async function loadSiteView(page: Page, url: string): Promise<{ first: number; settled: number }> {
  await page.goto(`${url}#/site`);
  const first = await page.evaluate<number>(
    `Promise.race([window.__scale.firstRowsAt, new Promise((_, reject) => setTimeout(() => reject(new Error('no row after 60 s')), 60000))])`,
  );
  const { lastChange } = await page.evaluate<{ lastChange: number }>(
    `window.__scale.quiet(1000, 60000)`,
  );
  return { first, settled: Math.max(lastChange, first) };
}

/** One action on the table, timed in the page from its event to the frame after the table's change. */
async function timed(page: Page, type: string, act: () => Promise<void>): Promise<Probe> {
  await page.evaluate(`window.__scale.quiet(300, 10000)`);
  await page.evaluate(`window.__scale.begin(${JSON.stringify(type)})`);
  await act();
  return page.evaluate<Probe>(`window.__scale.settle(200, 10000)`);
}

async function sortEach(page: Page): Promise<ActionTiming[]> {
  const keys = await page.evaluate<string[]>(
    `[...document.querySelectorAll('[data-testid="site-work-list"] [role="columnheader"][aria-sort]')].map((th) => th.getAttribute('data-col-key'))`,
  );
  const sorts: ActionTiming[] = [];
  for (const key of keys) {
    const header = page.locator(
      `[data-testid="site-work-list"] [role="columnheader"][data-col-key="${key}"]`,
    );
    for (const direction of ['ascending', 'descending', 'none']) {
      const took = await timed(page, 'click', () => header.click());
      if (direction !== 'none') sorts.push({ action: `${key} ${direction}`, ...took });
    }
  }
  return sorts;
}

async function filterKeys(page: Page): Promise<ActionTiming[]> {
  const input = page.getByTestId('site-filter').locator('input');
  await input.click();
  const keys: ActionTiming[] = [];
  for (const key of TYPED) {
    keys.push({ action: key, ...(await timed(page, 'keydown', () => page.keyboard.press(key))) });
  }
  await page.keyboard.press('Control+A');
  const cleared = await timed(page, 'keydown', () => page.keyboard.press('Backspace'));
  keys.push({ action: 'clear', ...cleared });
  return keys;
}

/** A click on "Site" in the navigation from the jobs screen, to the first rows on screen. */
async function navigateBack(page: Page): Promise<number> {
  await page.getByTestId('nav-jobs').click();
  await page.getByTestId('site-work-list').waitFor({ state: 'detached' });
  return page.evaluate<number>(`new Promise((resolve) => {
    let start;
    document.addEventListener('click', (event) => (start = event.timeStamp), { capture: true, once: true });
    const look = () => document.querySelector('[data-testid="site-work-row"]')
      ? requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0))
      : requestAnimationFrame(look);
    document.querySelector('[data-testid="nav-site"]').click();
    look();
  })`);
}

export async function measureSiteScreen(options: {
  dataDir: string;
  env: NodeJS.ProcessEnv;
  /** Where to keep a screenshot of the site screen with its rows (none when absent). */
  screenshot?: string;
}): Promise<SiteScreenFigures> {
  const web = await startWeb(options.dataDir, options.env);
  const browser = await launchChromium();
  try {
    const loads: Array<{ first: number; settled: number }> = [];
    let page: Page | undefined;
    for (let load = 0; load < LOADS; load++) {
      await page?.close();
      page = await browser.context.newPage();
      await page.setViewportSize(VIEWPORT);
      await page.addInitScript(PROBE_SCRIPT);
      loads.push(await loadSiteView(page, web.url));
    }
    if (!page) throw new Error('no page was opened');
    if (options.screenshot) await page.screenshot({ path: options.screenshot });
    const sorts = await sortEach(page);
    const filterMs = await filterKeys(page);
    const navigateRowsMs = await navigateBack(page);
    await page.evaluate(`window.__scale.quiet(500, 10000)`);
    const scrolled = await page.evaluate<{ gaps: number[]; seen: number; loafs: number[] }>(
      `window.__scale.scroll(${WHEEL_PX})`,
    );
    const firsts = loads.map((l) => l.first);
    const sortMs: Record<string, number> = {};
    for (const s of sorts) {
      const key = s.action.split(' ')[0] ?? s.action;
      sortMs[key] = Math.max(sortMs[key] ?? 0, s.ms);
    }
    return {
      controllers: scrolled.seen,
      firstRowsMs: [...firsts].sort((a, b) => a - b)[Math.floor(firsts.length / 2)] ?? NaN,
      firstRowsRunsMs: firsts,
      navigateRowsMs,
      settledMs: Math.max(...loads.map((l) => l.settled - l.first)),
      sortMs,
      sorts,
      filterMs,
      scroll: {
        frames: scrolled.gaps.length,
        longestFrameMs: Math.max(...scrolled.gaps),
        framesOver50: scrolled.gaps.filter((g) => g > SITE_SCREEN_TARGETS.frameMs).length,
        longAnimationFramesMs: scrolled.loafs,
      },
    };
  } finally {
    await browser.close();
    await web.stop();
  }
}

/** The figures as lines of text, each against its mark. */
export function describeFigures(f: SiteScreenFigures): string {
  const mark = (ok: boolean) => (ok ? 'met' : 'MISSED');
  const worst = (list: ActionTiming[]) => Math.max(...list.map((a) => a.ms));
  const { actionMs, firstRowsMs, frameMs } = SITE_SCREEN_TARGETS;
  return [
    `controllers seen while scrolling: ${f.controllers}`,
    `first rows (page load, median of ${f.firstRowsRunsMs.length}): ${f.firstRowsMs.toFixed(0)} ms [${f.firstRowsRunsMs.map((v) => v.toFixed(0)).join(', ')}] < ${firstRowsMs}: ${mark(f.firstRowsMs < firstRowsMs)}`,
    `first rows (click on Site): ${f.navigateRowsMs.toFixed(0)} ms < ${firstRowsMs}: ${mark(f.navigateRowsMs < firstRowsMs)}`,
    `table still changing after the first rows for: ${f.settledMs.toFixed(0)} ms`,
    `sort, per column (slower direction): ${Object.entries(f.sortMs)
      .map(([k, v]) => `${k} ${v.toFixed(0)}`)
      .join(', ')} ms < ${actionMs}: ${mark(worst(f.sorts) < actionMs)}`,
    `filter, per key: ${f.filterMs.map((a) => `${a.action} ${a.ms.toFixed(0)}`).join(', ')} ms < ${actionMs}: ${mark(worst(f.filterMs) < actionMs)}`,
    `scroll top to bottom: ${f.scroll.frames} frames, longest ${f.scroll.longestFrameMs.toFixed(0)} ms, over ${frameMs} ms: ${f.scroll.framesOver50}: ${mark(f.scroll.framesOver50 === 0)}; long animation frames: [${f.scroll.longAnimationFramesMs.map((v) => v.toFixed(0)).join(', ')}]`,
  ].join('\n');
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'turnkey-scale-screen-'));
  try {
    const written = await writeSyntheticSite(dataDir, 1000);
    console.log(`A synthetic site of 1,000 controllers written in ${written.toFixed(0)} ms.`);
    const screenshot = join(tmpdir(), 'turnkey-scale-screen.png');
    const figures = await measureSiteScreen({ dataDir, env: {}, screenshot });
    console.log(describeFigures(figures));
    console.log(`screenshot: ${screenshot}`);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
