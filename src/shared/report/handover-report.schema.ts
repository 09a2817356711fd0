/**
 * The handover report (docs/decisions.md, "Handover report"): what a commissioned site is, made
 * offline from its folder and its journal, for the customer who takes the site over. This schema
 * is the JSON form of the report and its published JSON Schema (docs/handover-report.schema.json,
 * written from it); the PDF and the app's preview draw the same model. Words that a reader sees
 * come in both languages; no password, token or other secret is ever part of it.
 */
import { z } from 'zod';
import {
  apiVersion,
  controllerAddress,
  fingerprint256,
  trustState,
} from '../ipc/controller.schema';
import { controllerState } from '../ipc/controller-state.schema';
import { localizedText } from '../words/localized-text';
import { journalActor, journalOutcome, type JsonValue } from '../ipc/journal.schema';

/** Raised when a field changes meaning or goes; a new optional field keeps the version. */
export const HANDOVER_REPORT_VERSION = 1;

const instant = z.string().describe('ISO 8601 instant');

/** A JSON value of the journal, named so the published schema's definition reads as one. */
const jsonValue: z.ZodType<JsonValue> = z
  .lazy(() =>
    z.union([
      z.string(),
      z.number(),
      z.boolean(),
      z.null(),
      z.array(jsonValue),
      z.record(z.string(), jsonValue),
    ]),
  )
  .meta({ id: 'JsonValue' });

/** A change's values (one field -> its value), secret fields shown as `(hidden)`. */
export const reportValues = z.record(z.string(), jsonValue);

/** The time settings last verified on a controller (spec 4.11): zone, NTP and its server. */
export const reportTime = z.strictObject({
  timezone: z.string().optional(),
  ntp: z.boolean().optional(),
  ntpServer: z.string().optional(),
  driftSeconds: z.number().optional(),
  verifiedAt: instant,
});

/** An access point as the journal last recorded it on its controller (spec 4.5). */
export const reportAccessPoint = z.strictObject({
  name: z.string(),
  type: z.string().optional(),
  kind: z.string().optional(),
  changedAt: instant,
  outcome: journalOutcome,
  /** Its kind and type in words (`Turnstile, type staff`). */
  kindText: localizedText.optional(),
});

export const vpnRole = z.enum(['master', 'member', 'none']);

/** The latest outcome of one area of work on a controller (each change is read back). */
export const reportCheck = z.strictObject({
  area: z.string().describe('time, network, accessPoint, password, vpn, transfer, migration'),
  outcome: journalOutcome,
  at: instant,
  summary: localizedText.optional(),
});

export const verificationState = z.enum(['verified', 'failed', 'not_verified']);

export const reportController = z.strictObject({
  id: z.string(),
  label: z.string(),
  serial: z.string().optional(),
  model: z.string().optional(),
  firmware: apiVersion.optional(),
  /** SHA-256 of the controller's certificate: what identifies it (D14). */
  fingerprint256,
  /** Where it answers now. */
  address: controllerAddress,
  /** Every address it was seen at, newest first. */
  addresses: z.array(z.strictObject({ ...controllerAddress.shape, seenAt: instant })),
  addressing: z.enum(['dhcp', 'static']).optional(),
  /** The network settings last read back after a change, as the controller answered them. */
  network: reportValues.optional(),
  /** The same in words: `DHCP`, or the static address, mask and gateway. */
  networkText: localizedText.optional(),
  time: reportTime.optional(),
  vpnRole,
  /** The master's label, for a member. */
  vpnMaster: z.string().optional(),
  /** True while the factory account is known to work; undefined when it was never tried. */
  factoryPassword: z.boolean().optional(),
  /**
   * The factory password as the site's state says it (shared/state/controller-state.ts): in
   * use, changed, never checked, or cannot be changed here (no accounts section in its firmware).
   */
  factoryPasswordState: controllerState.shape.factoryPassword.shape.state.optional(),
  /** Its certificate against the pin when the report was made: changed is an open item. */
  identity: trustState.optional(),
  /** The certificate seen at its address instead of the pinned one. */
  presented: fingerprint256.optional(),
  passwordChangedAt: instant.optional(),
  /** Whether this computer's known-controllers store pins this certificate. */
  pinned: z.boolean(),
  accessPoints: z.array(reportAccessPoint),
  verification: z.strictObject({ state: verificationState, checks: z.array(reportCheck) }),
});
export type ReportController = z.infer<typeof reportController>;

/** The VPN cluster as the journal saw it built and verified (spec 4.12). */
export const reportCluster = z.strictObject({
  master: z.strictObject({ controllerId: z.string().optional(), label: z.string() }),
  comment: z.string().optional(),
  members: z.array(
    z.strictObject({
      controllerId: z.string().optional(),
      label: z.string(),
      outcome: journalOutcome,
      equal: z.boolean().optional(),
      differences: z.number().optional(),
      at: instant,
    }),
  ),
});

/** An event-log copy to the storage drive (D17) with its record counts. */
export const reportMigration = z.strictObject({
  controllerId: z.string().optional(),
  label: z.string(),
  at: instant,
  outcome: journalOutcome,
  processedRecords: z.number().optional(),
  totalRecords: z.number().optional(),
  message: z.string().optional(),
});

const partCounts = z.strictObject({
  created: z.number(),
  updated: z.number(),
  kept: z.number(),
  refused: z.number(),
});

/** A firmware-era transfer written to a controller, its counts per part and its verification. */
export const reportTransfer = z.strictObject({
  transferId: z.string().optional(),
  controllerId: z.string().optional(),
  label: z.string(),
  source: z.string().optional(),
  at: instant,
  outcome: journalOutcome,
  parts: z.record(z.string(), partCounts),
  /** The parts in words, one line each: `Staff: 26 / 0 / 0 / 0`. */
  partsText: localizedText.optional(),
  verified: z.boolean().optional(),
});

/** One journal entry as the report lists it: who, when, what, before and after. */
export const reportChange = z.strictObject({
  at: instant,
  actor: journalActor,
  action: z.string(),
  controllerId: z.string().optional(),
  controllerLabel: z.string().optional(),
  outcome: journalOutcome,
  summary: localizedText.optional(),
  before: reportValues.optional(),
  after: reportValues.optional(),
  /**
   * What the change changed, in words of each language (docs/decisions.md, "Handover report:
   * what is true now"): only the fields that differ when both sides exist, names for keys.
   */
  beforeText: localizedText.optional(),
  afterText: localizedText.optional(),
  error: z.strictObject({ code: z.string(), message: localizedText }).optional(),
});
export type ReportChange = z.infer<typeof reportChange>;

export const openItemKind = z.enum([
  'not_verified',
  'verification_failed',
  'factory_password',
  'factory_password_not_checked',
  'factory_password_cannot_change',
  'certificate_changed',
  'job_failed',
  'job_interrupted',
]);

/** Something the engineer leaves unfinished, said so the customer knows. */
export const reportOpenItem = z.strictObject({
  kind: openItemKind,
  controllerId: z.string().optional(),
  label: z.string().optional(),
  jobId: z.string().optional(),
  text: localizedText,
});
export type ReportOpenItem = z.infer<typeof reportOpenItem>;

export const handoverReport = z
  .strictObject({
    schemaVersion: z.literal(HANDOVER_REPORT_VERSION),
    generatedAt: instant,
    generator: z.strictObject({ app: z.literal('Turnkey'), version: z.string() }),
    /** The IANA zone whose wall clock the PDF and the preview say times in; UTC when absent. */
    timeZone: z.string().optional(),
    site: z.strictObject({
      id: z.string(),
      name: z.string(),
      createdAt: instant,
      updatedAt: instant,
    }),
    counts: z.strictObject({
      controllers: z.int().min(0),
      verified: z.int().min(0),
      changes: z.int().min(0),
      openItems: z.int().min(0),
    }),
    controllers: z.array(reportController),
    cluster: z.array(reportCluster),
    migrations: z.array(reportMigration),
    transfers: z.array(reportTransfer),
    changes: z.array(reportChange),
    openItems: z.array(reportOpenItem),
  })
  .describe('Turnkey handover report');
export type HandoverReport = z.infer<typeof handoverReport>;

export const reportLanguage = z.enum(['en', 'ru']);
export type ReportLanguage = z.infer<typeof reportLanguage>;
export const reportFormat = z.enum(['pdf', 'json']);
export type ReportFormat = z.infer<typeof reportFormat>;
