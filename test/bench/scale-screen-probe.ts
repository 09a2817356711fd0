/**
 * What test/bench/scale-screen.ts installs in the page before it loads (Playwright's init script,
 * so the app's content security policy does not apply): timings taken in the page itself, on its
 * own clock. Written as JavaScript text: the benchmarks are type-checked as Node code, without the
 * DOM's types.
 *
 * - `scale:first-rows` (`firstRowsAt` resolves with its time): a performance mark in the task after the frame that first drew a row of
 *   the site's work list (as usePaintMarker.ts marks the site view's first paint).
 * - `begin(type)` / `settle(quietMs)`: one action on the table. The start is the `timeStamp` of the
 *   first `type` event (`click`, `keydown`) after `begin`; the end is the task after the frame
 *   that follows the last change of the table's DOM (a MutationObserver on it), or the frame after
 *   the event when the table did not change. Settled once nothing changed for `quietMs`.
 * - `quiet(quietMs, limitMs)`: waits until the table has not changed for `quietMs`; answers the
 *   time of its last change (the site read again after the page opened: its controllers' state
 *   arriving).
 * - `scroll(perFrame)`: scrolls the list from top to bottom by `perFrame` pixels each animation
 *   frame; every interval between two frames, the long animation frames Chromium reported meanwhile,
 *   and every controller id a row showed on the way.
 */
export const PROBE_SCRIPT = `(() => {
  const TABLE = '[data-testid="site-work-list"] [role="grid"]';
  const ROW = '[data-testid="site-work-row"]';
  const afterPaint = (fn) => requestAnimationFrame(() => setTimeout(fn, 0));
  const loafs = [];
  try {
    new PerformanceObserver((list) => loafs.push(...list.getEntries().map((e) => ({ at: e.startTime, ms: e.duration }))))
      .observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    // An older Chromium: the frame intervals alone tell.
  }
  let rowsDrawn;
  const firstRowsAt = new Promise((resolve) => (rowsDrawn = resolve));
  const firstRows = new MutationObserver(() => {
    if (!document.querySelector(ROW)) return;
    firstRows.disconnect();
    afterPaint(() => rowsDrawn(performance.mark('scale:first-rows').startTime));
  });
  firstRows.observe(document, { childList: true, subtree: true });

  let lastChange = performance.now();
  let watched = null;
  const changes = new MutationObserver(() => {
    lastChange = performance.now();
    if (action && action.start !== undefined) {
      action.mutations += 1;
      action.last = lastChange;
      afterPaint(() => (action.painted = Math.max(action.painted, performance.now())));
    }
  });
  const watch = () => {
    const table = document.querySelector(TABLE);
    if (table && table !== watched) {
      changes.disconnect();
      changes.observe(table, { childList: true, subtree: true, characterData: true, attributes: true });
      watched = table;
      lastChange = performance.now();
    }
    return table;
  };

  let action = null;
  let onEvent = null;
  const begin = (type) => {
    watch();
    action = { start: undefined, last: 0, painted: 0, mutations: 0 };
    const current = action;
    if (onEvent) document.removeEventListener(onEvent.type, onEvent.fn, true);
    const fn = (event) => {
      if (current.start !== undefined) return;
      current.start = event.timeStamp;
      current.last = performance.now();
      afterPaint(() => (current.painted = Math.max(current.painted, performance.now())));
    };
    onEvent = { type, fn };
    document.addEventListener(type, fn, true);
  };
  const settle = (quietMs, limitMs) => new Promise((resolve) => {
    const until = performance.now() + limitMs;
    const look = () => {
      const a = action;
      const now = performance.now();
      const done = a.start !== undefined && a.painted >= a.last && now - a.last >= quietMs;
      if (!done && now < until) return void setTimeout(look, 20);
      document.removeEventListener(onEvent.type, onEvent.fn, true);
      onEvent = null;
      action = null;
      resolve({
        ms: a.start === undefined ? -1 : a.painted - a.start,
        mutations: a.mutations,
        rows: document.querySelectorAll(ROW).length,
        settled: done,
      });
    };
    look();
  });
  const quiet = (quietMs, limitMs) => new Promise((resolve) => {
    const until = performance.now() + limitMs;
    const look = () => {
      watch();
      const now = performance.now();
      if (now - lastChange >= quietMs || now >= until) resolve({ lastChange, quiet: now - lastChange >= quietMs });
      else setTimeout(look, 50);
    };
    look();
  });
  const scroll = (perFrame) => new Promise((resolve) => {
    let box = document.querySelector(ROW).parentElement;
    while (box && !(box.scrollHeight > box.clientHeight + 10 && getComputedStyle(box).overflowY !== 'visible')) box = box.parentElement;
    box.scrollTop = 0;
    const seen = new Set();
    const gaps = [];
    const from = performance.now();
    let last = from;
    const step = (now) => {
      for (const row of document.querySelectorAll(ROW)) seen.add(row.getAttribute('data-controller-id'));
      if (now > last) gaps.push(now - last);
      last = now;
      const bottom = box.scrollTop + box.clientHeight >= box.scrollHeight - 1;
      if (bottom && gaps.length > 0) {
        resolve({ gaps, seen: seen.size, loafs: loafs.filter((l) => l.at >= from).map((l) => l.ms), height: box.scrollHeight });
        return;
      }
      box.scrollTop += perFrame;
      requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
  window.__scale = { firstRowsAt, begin, settle, quiet, scroll };
})()`;
