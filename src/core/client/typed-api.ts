/**
 * One typed call per endpoint of the contract, nested by the dots of its id:
 * `api.staff.count()`, `api.accessPoints.create.barrier({ body })`. Request and response types
 * come from the contract's schemas (RequestOf / ResponseOf), never copied by hand.
 */
import { ENDPOINTS, type EndpointId, type RequestOf, type ResponseOf } from '../../shared/api';
import type { CallOptions } from './call-options';

/** Arguments of a call: the request may be left out when nothing in it is required. */
export type CallArgs<Id extends EndpointId> =
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  {} extends RequestOf<Id>
    ? [request?: RequestOf<Id>, options?: CallOptions]
    : [request: RequestOf<Id>, options?: CallOptions];

export type EndpointCall<Id extends EndpointId> = (
  ...args: CallArgs<Id>
) => Promise<ResponseOf<Id>>;

type Head<Ids extends string> = Ids extends `${infer H}.${string}` ? H : Ids;
type Rest<Ids extends string, H extends string> = Ids extends `${H}.${infer R}` ? R : never;

/** The tree of calls below `Prefix` for the id suffixes `Ids`. */
type Tree<Ids extends string, Prefix extends string> = {
  readonly [H in Head<Ids>]: `${Prefix}${H}` extends EndpointId
    ? EndpointCall<`${Prefix}${H}`>
    : Tree<Rest<Ids, H>, `${Prefix}${H}.`>;
};

export type TypedApi = Tree<EndpointId, ''>;

/** What the typed tree calls into: the client's generic call by id. */
export type GenericCall = <Id extends EndpointId>(
  id: Id,
  request?: RequestOf<Id>,
  options?: CallOptions,
) => Promise<ResponseOf<Id>>;

type Node = { [key: string]: Node | ((...args: unknown[]) => unknown) };

/** Builds the tree for every endpoint of the contract over `call`. */
export function buildTypedApi(call: GenericCall): TypedApi {
  const root: Node = {};
  for (const endpoint of ENDPOINTS) {
    const parts = endpoint.id.split('.');
    const leaf = parts.pop() as string;
    let node = root;
    for (const part of parts) node = (node[part] ??= {}) as Node;
    const id = endpoint.id;
    node[leaf] = (request?: unknown, options?: unknown) =>
      call(id, request as RequestOf<typeof id>, options as CallOptions);
  }
  return root as unknown as TypedApi;
}
