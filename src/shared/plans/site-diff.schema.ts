/**
 * What `turnkey plan` and the Plan screen show (docs/decisions.md, "Site plans"): per planned
 * controller and section, each field now -> after, sections with nothing to change, a planned
 * controller not found on the site, one that could not be read; then the VPN cluster.
 */
import { z } from 'zod';
import { localizedText } from '../words/localized-text';
import { jsonValue } from '../ipc/journal.schema';

export const planChange = z.strictObject({
  field: z.string(),
  fieldLabel: localizedText,
  /** As `turnkey plan` prints them (null: the record is not there yet). */
  now: jsonValue,
  after: jsonValue,
  /** The same in both languages, where the values are words (the Plan screen shows these). */
  nowText: localizedText.optional(),
  afterText: localizedText.optional(),
});
export type PlanChange = z.infer<typeof planChange>;

export const SITE_DIFF_SECTIONS = [
  'time',
  'schedules',
  'accessPoints',
  'accessProfiles',
  'authUsers',
  'network',
  'vpn',
] as const;

export const sectionDiff = z.strictObject({
  section: z.enum(SITE_DIFF_SECTIONS),
  changes: z.array(planChange),
});
export type SectionDiff = z.infer<typeof sectionDiff>;

export const CONTROLLER_DIFF_STATES = ['changes', 'unchanged', 'missing', 'unreadable'] as const;

export const controllerDiff = z.strictObject({
  serial: z.string(),
  controllerId: z.string().optional(),
  /** Where it answers now. */
  address: z.string().optional(),
  state: z.enum(CONTROLLER_DIFF_STATES),
  sections: z.array(sectionDiff),
  /** Why it is missing or could not be read. */
  problem: localizedText.optional(),
});
export type ControllerDiff = z.infer<typeof controllerDiff>;

export const siteDiff = z.strictObject({
  controllers: z.array(controllerDiff),
  /** The cluster: the master's sharing and each planned member. */
  vpn: z.strictObject({ master: z.string(), changes: z.array(planChange) }).optional(),
  /** How many fields would change, over every controller and the cluster. */
  changes: z.int().min(0),
  missing: z.int().min(0),
});
export type SiteDiff = z.infer<typeof siteDiff>;
