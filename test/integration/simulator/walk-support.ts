/**
 * What the walk over the contract shares: its state, its step type and small helpers that
 * capture keys from answers and check them.
 */
import type { EndpointId } from '../../../src/shared/api';

export interface WalkState {
  host: string;
  serial: string;
  staff: string;
  keys: Record<string, string>;
}

export interface Step {
  id: EndpointId;
  params?: (s: WalkState) => Record<string, string>;
  query?: Record<string, string> | ((s: WalkState) => Record<string, string>);
  json?: (s: WalkState) => unknown;
  /** Expected status when it is not the endpoint's success status. */
  status?: number;
  /** Reads what later steps need from the answer's body, and checks it. */
  after?: (body: unknown, s: WalkState) => void;
}

export type Body = { data?: unknown; [k: string]: unknown };
export const KINDS = [
  'barrier',
  'double',
  'mantrap',
  'single',
  'turnstile',
  'turnstile_with_card_box',
] as const;
export const CONTROLLER = '0f6d1e9c-3b52-4d0a-9e61-2a7c5b8d4e10';

export const key = (name: string) => (body: unknown, s: WalkState) => {
  const uuid = ((body as Body).data as { uuid?: string } | undefined)?.uuid;
  if (!uuid) throw new Error(`no key in ${JSON.stringify(body)}`);
  s.keys[name] = uuid;
};
export const k = (s: WalkState, name: string): string => {
  const value = s.keys[name];
  if (value === undefined) throw new Error(`walk state has no ${name}`);
  return value;
};
export const first = (body: unknown): Record<string, unknown> => {
  const data = (body as Body).data;
  const item = Array.isArray(data) ? (data[0] as Record<string, unknown> | undefined) : undefined;
  if (!item) throw new Error(`empty list: ${JSON.stringify(body)}`);
  return item;
};
export const expectEqual = (actual: unknown, expected: unknown, what: string) => {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
};
export const ap = (kind: string) => (s: WalkState) => ({ uuid: k(s, kind) });
export const uuidOf = (name: string) => (s: WalkState) => ({ uuid: k(s, name) });
export const idOf = (name: string) => (s: WalkState) => ({ id: k(s, name) });
export const period = { from: '2030-01-01', to: '31.12.2030' };
export const provider = {
  name: 'Face provider',
  authHost: 'auth.example.test',
  authPort: 8443,
  apiHost: 'api.example.test',
  apiPort: 443,
  basePath: '/api',
  authBasePath: '/auth',
  clientId: 'turnkey',
  clientSecret: 'secret',
  username: 'svc',
  password: 'pw',
  kafkaBroker: 'kafka.example.test:9092',
  active: true,
};
