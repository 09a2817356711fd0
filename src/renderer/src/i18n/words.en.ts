/**
 * English words that say values on every screen (docs/decisions.md, "Words, not values"): the
 * fold of a plan's unchanged fields, the states a controller reports in its own words.
 */
export const wordsEn = {
  unchanged: '{count} unchanged',
  unchangedHide: 'hide unchanged',
  /** A VPN master's own word (`GET /vpn/master/status`) and what it means. */
  vpnStatus: {
    ready: 'ready',
    syncing: 'syncing',
    synced: 'synced',
    disabled: 'off',
    error: 'error',
    idle: 'idle',
  },
  /** The key of a record shown by its name: said on hover. */
  key: 'Key: {key}',
};
