/**
 * How the page sees a controller: the shared pieces of the discovery, trust and session
 * channels. Identity is the certificate's SHA-256 fingerprint (D14); the serial number and model
 * are shown beside it where known (mDNS TXT, controller_search). Nothing secret lives here: the
 * page knows a controller by id, main keeps credentials (architecture, conventions 3).
 */
import { z } from 'zod';
import { API_VERSIONS } from '../api/areas';

/** Opaque to the page; core decides what it is made of. */
export const controllerId = z.string().min(1).max(128);

/** Node's `fingerprint256` form: 32 upper-case hex pairs joined by colons (D14). */
export const fingerprint256 = z
  .string()
  .regex(/^[0-9A-F]{2}(?::[0-9A-F]{2}){31}$/, { error: 'must be a SHA-256 fingerprint AB:CD:…' });

/** Where a controller answers (spec 1: `https://HOST:PORT/api/v1`). */
export const controllerAddress = z.strictObject({
  host: z.string().min(1).max(253),
  port: z.int().min(1).max(65535),
});
export type ControllerAddress = z.infer<typeof controllerAddress>;

/** The description version a controller serves, which fixes its firmware era (D11, spec 9). */
export const apiVersion = z.enum(API_VERSIONS);

/**
 * Whether the app trusts the certificate a controller presents: `trusted` (pinned and matching),
 * `new` (never trusted: compare the fingerprint with the device label first) or `changed`
 * (pinned, but it now presents another certificate: nothing is sent to it, D14).
 */
export const trustState = z.enum(['trusted', 'new', 'changed']);
export type TrustState = z.infer<typeof trustState>;

/** What the user compares before trusting a controller (D14). */
export const certificateInfo = z.strictObject({
  fingerprint256,
  subject: z.string(),
  issuer: z.string(),
  /** ISO 8601 instants. */
  validFrom: z.string(),
  validTo: z.string(),
  serialNumber: z.string(),
  subjectAltName: z.string().optional(),
  selfSigned: z.boolean(),
});
export type CertificateInfo = z.infer<typeof certificateInfo>;

/** One controller as the site view lists it. */
export const controllerSummary = z.strictObject({
  id: controllerId,
  address: controllerAddress,
  fingerprint256,
  trust: trustState,
  serial: z.string().max(128).optional(),
  model: z.string().max(128).optional(),
  /** Known from mDNS TXT `fw` (D15) or after login; absent until then. */
  firmware: apiVersion.optional(),
});
export type ControllerSummary = z.infer<typeof controllerSummary>;
