/**
 * The site: the unit of a field engineer's work ("Plant 4, building B"), kept in the app data
 * folder so a page reload, a new tab, an app restart and the `turnkey` command all see the same
 * controllers and the same journal (docs/decisions.md, "Commissioning engine"). The page names a
 * site by id and a controller by its certificate fingerprint (D14); nothing secret is here.
 */
import { z } from 'zod';
import { STAFF_FIELD_SETS } from '../api/schemas/people-lists';
import { defineChannel, defineEvent, noInput } from './channel';
import {
  apiVersion,
  controllerAddress,
  controllerId,
  fingerprint256,
  trustState,
} from './controller.schema';
import { areaCheck, controllerState, verifiedArea } from './controller-state.schema';
import { SITE_NAME_WORDS } from './ipc-error';
import { errorData } from '../errors/error-data';
import { localizedText } from '../words/localized-text';
import { sessionUser } from './session.schema';
import { journalEntry } from './journal.schema';

/** A site's folder name: lower-case letters, digits and dashes, made from its name when created. */
export const siteId = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/);
export type SiteId = z.infer<typeof siteId>;

/** The longest site name: one line of the navigation, the site list and the report's title. */
export const SITE_NAME_MAX = 120;

/**
 * What an engineer calls the site; shown at the top of the navigation and in the report. Its
 * bounds are said as sentences (ipc-error.ts `SITE_NAME_WORDS`), never as the schema's words.
 */
export const siteName = z
  .string()
  .trim()
  .min(1, { error: SITE_NAME_WORDS.empty.en })
  .max(SITE_NAME_MAX, { error: SITE_NAME_WORDS.tooLong(SITE_NAME_MAX).en });

export const siteSummary = z.strictObject({
  id: siteId,
  name: siteName,
  /** ISO 8601 instants. */
  createdAt: z.string(),
  updatedAt: z.string(),
  controllerCount: z.int().min(0),
  /**
   * Set when a file of the site does not read (`site_damaged`): the site is listed as damaged,
   * never hidden (docs/decisions.md, "Hard edges of files").
   */
  problem: errorData.optional(),
});
export type SiteSummary = z.infer<typeof siteSummary>;

/** How the controller got its address, as its `GET /network` says (spec 4.12). */
export const addressing = z.enum(['dhcp', 'static']);

/** The last change made to a controller, for the site list's "last action" column. */
export const lastAction = z.strictObject({
  action: z.string(),
  at: z.string(),
  outcome: z.enum(['succeeded', 'failed', 'cancelled', 'info']),
  summary: localizedText.optional(),
});

/**
 * One controller of the site, as persisted (identity, last known addresses, remembered login)
 * and as shown (trust and session are read live when the site is listed).
 */
export const siteController = z.strictObject({
  id: controllerId,
  fingerprint256,
  serial: z.string().max(128).optional(),
  model: z.string().max(128).optional(),
  firmware: apiVersion.optional(),
  staffFieldSet: z.enum(STAFF_FIELD_SETS).optional(),
  /** Where it answers now (the newest of `addresses`). */
  address: controllerAddress,
  /** Every address it was seen at, newest first (it moves: network wizard, DHCP). */
  addresses: z.array(z.strictObject({ ...controllerAddress.shape, seenAt: z.string() })).max(16),
  addressing: addressing.optional(),
  trust: trustState,
  /** The login remembered for it (its password, if kept, is in the OS keychain only). */
  login: z.string().max(128).optional(),
  /** True when the keychain holds a password for `login`. */
  passwordSaved: z.boolean(),
  /** The live session of this shell, if logged in. */
  session: sessionUser.optional(),
  /**
   * True when a login with the factory account succeeded (by any path), false after a verified
   * change or a login proving it changed; absent until either was seen.
   */
  factoryPassword: z.boolean().optional(),
  /** When `factoryPassword` was last learnt. */
  factoryPasswordAt: z.string().optional(),
  /** A certificate seen at its address instead of the pinned one (D14), until the pin answers. */
  certificateChanged: z.strictObject({ presented: fingerprint256, seenAt: z.string() }).optional(),
  /** The last verified (read back) or failed change of each area, from the journal. */
  verified: z.partialRecord(verifiedArea, areaCheck).optional(),
  /** The state every view shows, derived in one place (shared/state/controller-state.ts). */
  state: controllerState,
  lastAction: lastAction.optional(),
  addedAt: z.string(),
});
export type SiteController = z.infer<typeof siteController>;

export const siteView = z.strictObject({
  site: siteSummary,
  controllers: z.array(siteController),
});
export type SiteView = z.infer<typeof siteView>;

export const siteList = defineChannel('site:list', () => ({
  input: noInput,
  output: z.strictObject({
    sites: z.array(siteSummary),
    /** The site open in this shell (the last one opened, at start). */
    currentId: siteId.optional(),
  }),
}));

export const siteCreate = defineChannel('site:create', () => ({
  input: z.strictObject({ name: siteName }),
  output: siteView,
}));

/** Opens a site; it becomes the current one here and the one that opens at the next start. */
export const siteOpen = defineChannel('site:open', () => ({
  input: z.strictObject({ siteId }),
  output: siteView,
}));

/** The current site with its controllers (what the site view draws after a reload). */
export const siteCurrent = defineChannel('site:current', () => ({
  input: noInput,
  output: z.strictObject({ view: siteView.optional() }),
}));

export const siteRename = defineChannel('site:rename', () => ({
  input: z.strictObject({ siteId, name: siteName }),
  output: siteSummary,
}));

/** Deletes a site's folder; `confirmName` must repeat its name (the page asks for it). */
export const siteDelete = defineChannel('site:delete', () => ({
  input: z.strictObject({ siteId, confirmName: siteName }),
  output: z.strictObject({ deleted: z.boolean() }),
}));

/** Adds found controllers to the current site (by id, from discovery results of this shell). */
export const siteAddControllers = defineChannel('site:addControllers', () => ({
  input: z.strictObject({ controllerIds: z.array(controllerId).min(1).max(1024) }),
  output: siteView,
}));

export const siteRemoveController = defineChannel('site:removeController', () => ({
  input: z.strictObject({ controllerId }),
  output: siteView,
}));

/** The current site's journal, newest first, in pages. */
export const journalList = defineChannel('journal:list', () => ({
  input: z.strictObject({
    controllerId: controllerId.optional(),
    /** The id of the oldest entry of the page before: the next page starts after it. */
    before: z.string().optional(),
    limit: z.int().min(1).max(1000).default(200),
  }),
  output: z.strictObject({ entries: z.array(journalEntry), more: z.boolean() }),
}));

/** Pushed when the current site's controllers or journal change (any process may change them). */
export const siteChanged = defineEvent('site:changed', () =>
  z.strictObject({ siteId, reason: z.enum(['controllers', 'journal']) }),
);

/** The site's part of the app contract (shared/ipc/channels.ts collects every feature's). */
export const SITE_CHANNELS = [
  siteList,
  siteCreate,
  siteOpen,
  siteCurrent,
  siteRename,
  siteDelete,
  siteAddControllers,
  siteRemoveController,
  journalList,
] as const;
export const SITE_EVENTS = [siteChanged] as const;
