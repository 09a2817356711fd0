/**
 * The shape of the `api` object the preload puts on `window`: the renderer's whole view of the
 * main process (or of the browser host). It lives in shared/ so that the preload, the browser
 * host's client and the renderer all agree on one type and the bridge cannot drift.
 * Features add their methods here, each backed by a `feature:verb` channel and a schema.
 */
export type TurnkeyApi = Readonly<Record<never, never>>;

/** The name under which the bridge object appears on `window`. */
export const BRIDGE_KEY = 'api';
