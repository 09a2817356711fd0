/**
 * Finds the endpoint of the contract that a concrete method and path address. Fixed segments win
 * over parameters (`/staff/count` is not `/staff/{uuid}`), so the table's order never matters.
 */
import { ENDPOINTS } from './contract';
import type { Endpoint } from './endpoint';

interface CompiledRoute {
  endpoint: Endpoint;
  segments: string[];
  trailingSlash: boolean;
}

function split(path: string): { segments: string[]; trailingSlash: boolean } {
  const trailingSlash = path.length > 1 && path.endsWith('/');
  const segments = path.split('/').filter((s) => s.length > 0);
  return { segments, trailingSlash };
}

const routes: CompiledRoute[] = ENDPOINTS.map((endpoint) => ({
  endpoint,
  ...split(endpoint.path),
}));

export interface RouteMatch {
  endpoint: Endpoint;
  params: Record<string, string>;
}

function matchRoute(
  route: CompiledRoute,
  segments: string[],
): { params: Record<string, string>; fixed: number } | undefined {
  if (route.segments.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  let fixed = 0;
  for (let i = 0; i < segments.length; i++) {
    const pattern = route.segments[i] ?? '';
    const actual = segments[i] ?? '';
    const param = /^\{(\w+)\}$/.exec(pattern);
    if (param) {
      let value: string;
      try {
        value = decodeURIComponent(actual);
      } catch {
        return undefined;
      }
      params[param[1] ?? ''] = value;
    } else if (pattern === actual) {
      fixed++;
    } else {
      return undefined;
    }
  }
  return { params, fixed };
}

/**
 * Matches a path relative to the API base (`/staff/count`). An exact trailing slash is preferred;
 * a path that differs from its template only by the trailing slash still matches, since clients
 * and people typing paths drop or add it.
 */
export function matchEndpoint(method: string, path: string): RouteMatch | undefined {
  const { segments, trailingSlash } = split(path);
  let best: { route: CompiledRoute; params: Record<string, string>; score: number } | undefined;
  for (const route of routes) {
    if (route.endpoint.method !== method) continue;
    const m = matchRoute(route, segments);
    if (!m) continue;
    const score = m.fixed * 2 + (route.trailingSlash === trailingSlash ? 1 : 0);
    if (!best || score > best.score) best = { route, params: m.params, score };
  }
  return best ? { endpoint: best.route.endpoint, params: best.params } : undefined;
}

/** Methods that some endpoint accepts at this path (for a helpful 404 message). */
export function methodsAt(path: string): string[] {
  const { segments } = split(path);
  return [...new Set(routes.filter((r) => matchRoute(r, segments)).map((r) => r.endpoint.method))];
}
