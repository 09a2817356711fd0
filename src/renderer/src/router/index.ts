/**
 * Routes of the app. Hash history, because the Electron window loads the page from a file and
 * the browser host serves one page whose query holds the launch token. The site view is in the
 * first bundle (it is what the user sees first); the others load when first opened.
 */
import { createRouter, createWebHashHistory, START_LOCATION } from 'vue-router';
import { isCodeLoadFailure, loadCode } from '../code-load';
import { reloadForCode } from '../code-reload';
import SiteView from '../features/site/SiteView.vue';

export const router = createRouter({
  history: createWebHashHistory(),
  // A new screen opens at its top (a controller opened from the bottom of a long site list), and
  // Back returns to where the user was. A page load is at its top already: scrolling there would
  // make the browser lay out the half-mounted page once more before its first rows.
  scrollBehavior: (_to, from, saved) => saved ?? (from === START_LOCATION ? false : { top: 0 }),
  routes: [
    { path: '/', redirect: { name: 'site' } },
    { path: '/site', name: 'site', component: SiteView },
    {
      path: '/time',
      name: 'time',
      component: () => loadCode(() => import('../features/time/TimeView.vue')),
    },
    {
      path: '/vpn',
      name: 'vpn',
      component: () => loadCode(() => import('../features/vpn/VpnView.vue')),
    },
    {
      path: '/transfer',
      name: 'transfer',
      component: () => loadCode(() => import('../features/transfer/TransferView.vue')),
    },
    {
      path: '/discovery',
      name: 'discovery',
      component: () => loadCode(() => import('../features/discovery/DiscoveryView.vue')),
    },
    {
      path: '/controllers/:id',
      name: 'controller',
      component: () => loadCode(() => import('../features/controller/ControllerView.vue')),
      props: true,
    },
    {
      path: '/wizard',
      name: 'wizard',
      component: () => loadCode(() => import('../features/flows/FlowWizard.vue')),
    },
    {
      path: '/jobs',
      name: 'jobs',
      component: () => loadCode(() => import('../features/jobs/JobsView.vue')),
    },
    {
      path: '/journal',
      name: 'journal',
      component: () => loadCode(() => import('../features/journal/JournalView.vue')),
    },
    {
      path: '/plan',
      name: 'plan',
      component: () => loadCode(() => import('../features/plans/PlanView.vue')),
    },
    {
      path: '/report',
      name: 'report',
      component: () => loadCode(() => import('../features/report/ReportView.vue')),
    },
    { path: '/:rest(.*)*', redirect: { name: 'site' } },
  ],
});

// A screen whose code could not be loaded at any try (code-load.ts) makes the page load again
// (code-reload.ts), at that screen: the address still names the screen the user was on, so it is
// set to the one asked for first, without an event. Any other error in a navigation is logged,
// as the router logs it when no handler is set.
router.onError((error: unknown, to) => {
  if (isCodeLoadFailure(error)) {
    window.history.replaceState(window.history.state, '', `#${to.fullPath}`);
    if (reloadForCode()) return;
  }
  console.error('uncaught error during route navigation:', error);
});
