/**
 * The rows of one collection on one controller, for the generic browser (docs/decisions.md,
 * "Data screens: browser and console"): the first part at once, the rest read page by page while
 * the engineer reads (collection-paging.ts), stopped when the screen closes; the count when the
 * collection has a count read; and a search that narrows the loaded rows at once and, while the
 * list is not all loaded, also asks the controller (D13 `q`, debounced) and merges its answer.
 */
import { onScopeDispose, ref, shallowRef, watch, type Ref } from 'vue';
import type { EndpointId } from '../../../../shared/api';
import type { ErrorData } from '../../../../shared/errors/error-data';
import type { AnswerProblem } from '../../../../shared/ipc/resource.schema';
import type { ResourceCollection } from '../../../../shared/resources/resource-collections';
import { errorData } from '../../api/call';
import { answerRows } from './answer-rows';
import { pageQuery, pagingOf } from './collection-paging';
import { readResource } from './resource-calls';
import { filterRows, mergeRows, type BrowserRow } from './row-search';

/** How long typing must pause before the controller is asked. */
const SEARCH_DEBOUNCE_MS = 250;
const SEARCH_LIMIT = 500;
/** How often rows read in the background join the table. */
const SHOW_EVERY_MS = 400;

/**
 * Resolves once the page has drawn a frame: the next page is asked for only after the first rows
 * are on screen, so its answer cannot hold up the frame that shows them.
 */
const afterPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

export interface CollectionRows {
  rows: Ref<readonly BrowserRow[]>;
  /** The rows the search leaves. */
  found: Ref<readonly BrowserRow[]>;
  search: Ref<string>;
  count: Ref<number | undefined>;
  complete: Ref<boolean>;
  loading: Ref<boolean>;
  searching: Ref<boolean>;
  error: Ref<ErrorData | undefined>;
  /** Where answers left the contract outside any one record. */
  problems: Ref<AnswerProblem[]>;
  reload(): void;
  /** A record written: its row replaced (or added), or taken out when `record` is undefined. */
  put(key: string, row: BrowserRow | undefined): void;
}

export function useCollectionRows(
  controllerId: () => string,
  collection: () => ResourceCollection,
): CollectionRows {
  const rows = shallowRef<readonly BrowserRow[]>([]);
  const found = shallowRef<readonly BrowserRow[]>([]);
  const search = ref('');
  const count = ref<number>();
  const complete = ref(false);
  const loading = ref(false);
  const searching = ref(false);
  const error = ref<ErrorData>();
  const problems = ref<AnswerProblem[]>([]);
  let keys = new Set<string>();
  /** Bumped on every (re)start and on close: a read of an older generation is dropped. */
  let generation = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const refilter = () => (found.value = filterRows(rows.value, search.value));
  const add = (incoming: BrowserRow[]) => {
    rows.value = mergeRows(rows.value, incoming, keys);
    refilter();
  };

  async function read(endpointId: EndpointId, query: Record<string, string | number>, at: number) {
    const answer = await readResource(controllerId(), endpointId, { query });
    const part = answerRows(answer, collection(), at);
    if (part.problems.length > 0) problems.value = [...problems.value, ...part.problems];
    return part.rows;
  }

  async function loadAll(mine: number): Promise<void> {
    const paging = pagingOf(collection());
    loading.value = true;
    // Records read by paging, apart from those a search brought in before their page came.
    let loaded = 0;
    // The first page is drawn at once; later ones are shown together a few times a second, so a
    // table of 10,000 rows is not rebuilt 67 times while the engineer reads (and scrolls) it.
    let waiting: BrowserRow[] = [];
    let shownAt = 0;
    const show = () => {
      add(waiting);
      waiting = [];
      shownAt = performance.now();
    };
    try {
      for (let index = 0; ; index++) {
        const next = pageQuery(paging, loaded, index);
        if (!next) break;
        const part = await read(collection().list, next.query, loaded);
        if (mine !== generation) return;
        loaded += part.length;
        waiting.push(...part);
        if (index === 0 || performance.now() - shownAt >= SHOW_EVERY_MS) show();
        if (part.length < next.wanted) break;
        if (index === 0) await afterPaint();
        if (mine !== generation) return;
      }
      show();
      complete.value = true;
    } catch (thrown) {
      if (mine === generation) error.value = errorData(thrown, 'resource:read');
    } finally {
      if (mine === generation) loading.value = false;
    }
  }

  async function loadCount(mine: number): Promise<void> {
    const id = collection().count;
    if (!id) return;
    try {
      const answer = await readResource(controllerId(), id);
      const body = answer.body;
      const value = body && typeof body === 'object' && !Array.isArray(body) ? body['count'] : null;
      if (mine === generation && typeof value === 'number') count.value = value;
    } catch {
      // The count is a courtesy: the list's own error, if any, is the one shown.
    }
  }

  function reload(): void {
    const mine = ++generation;
    rows.value = [];
    found.value = [];
    keys = new Set();
    count.value = undefined;
    complete.value = false;
    error.value = undefined;
    problems.value = [];
    void loadCount(mine);
    void loadAll(mine);
  }

  /** D13: the controller's own search over what is not loaded yet. */
  async function askController(needle: string, mine: number): Promise<void> {
    const paging = pagingOf(collection());
    if (paging.kind === 'whole' || complete.value || needle.trim() === '') return;
    searching.value = true;
    try {
      const part = await read(paging.search, { q: needle.trim(), limit: SEARCH_LIMIT }, -1);
      if (mine === generation && search.value === needle) add(part);
    } catch {
      // The loaded rows still narrow; a controller that refuses `q` is not an error to show.
    } finally {
      if (mine === generation) searching.value = false;
    }
  }

  watch(search, (needle) => {
    refilter();
    clearTimeout(timer);
    if (complete.value) return;
    const mine = generation;
    timer = setTimeout(() => void askController(needle, mine), SEARCH_DEBOUNCE_MS);
  });

  function put(key: string, row: BrowserRow | undefined): void {
    const at = rows.value.findIndex((r) => r.key === key);
    const next = [...rows.value];
    if (row && at >= 0) next[at] = row;
    else if (row) next.unshift(row);
    else if (at >= 0) next.splice(at, 1);
    keys = new Set(next.map((r) => r.key));
    rows.value = next;
    if (count.value !== undefined && at < 0 && row) count.value += 1;
    if (count.value !== undefined && at >= 0 && !row) count.value -= 1;
    refilter();
  }

  watch([controllerId, () => collection().id], reload, { immediate: true });
  onScopeDispose(() => {
    generation++;
    clearTimeout(timer);
  });

  return { rows, found, search, count, complete, loading, searching, error, problems, reload, put };
}
