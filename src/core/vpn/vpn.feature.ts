/** The VPN cluster's wizards (vpn-flows.ts) and the site's cluster at a glance (site-cluster.ts). */
import { defineFeature } from '../features/feature';
import { siteCluster } from './site-cluster';
import { vpnFlows } from './vpn-flows';

export const vpnFeature = defineFeature({
  folder: 'vpn',
  wire: ({ engine }) => ({
    flows: vpnFlows(engine),
    handlers: { 'vpn:cluster': () => siteCluster(engine) },
  }),
});
