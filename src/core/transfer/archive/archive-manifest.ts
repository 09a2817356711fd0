/**
 * The first line of a backup archive (docs/backup-format.md, "Manifest"): what the file is,
 * which controller it was read from, every part with its record count and checksum, and whether
 * secrets are inside (and how they are sealed). A reader knows from it alone whether it can read
 * the rest, and checks the rest against it.
 */
import { z } from 'zod';
import { STAFF_FIELD_SETS } from '../../../shared/api';
import { CONTROLLER_PARTS, type ControllerPart } from '../controller-reading';

export const ARCHIVE_FORMAT = 'turnkey-backup';
/** The format version this Turnkey writes and the newest it reads (versioning rule in the doc). */
export const ARCHIVE_VERSION = 1;
/** The file name's ending a backup is saved with. */
export const ARCHIVE_EXTENSION = '.tkbackup';

const PART_NAMES = CONTROLLER_PARTS.map((p) => p.part) as readonly ControllerPart[];

export function isControllerPart(value: string): value is ControllerPart {
  return (PART_NAMES as readonly string[]).includes(value);
}

const base64 = z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/);

/** An AES-256-GCM sealed value: nonce, authentication tag and ciphertext, each base64. */
export const sealedValue = z.object({ iv: base64, tag: base64, data: base64 });
export type SealedValue = z.infer<typeof sealedValue>;

/** scrypt's cost bounds: a manifest may not make opening it take minutes or gigabytes. */
export const SCRYPT_LIMITS = { N: 2 ** 20, r: 32, p: 16 } as const;

// Plain objects throughout: a reader ignores optional fields a newer writer of the same version
// adds (docs/backup-format.md, "Versioning").
export const archiveSecrets = z.discriminatedUnion('included', [
  z.object({ included: z.literal(false) }),
  z.object({
    included: z.literal(true),
    kdf: z.literal('scrypt'),
    salt: base64,
    N: z
      .int()
      .min(2)
      .max(SCRYPT_LIMITS.N)
      .refine((n) => (n & (n - 1)) === 0, 'a power of two'),
    r: z.int().min(1).max(SCRYPT_LIMITS.r),
    p: z.int().min(1).max(SCRYPT_LIMITS.p),
    /** A known text sealed with the key: a wrong passphrase is told before anything is read. */
    check: sealedValue,
  }),
]);
export type ArchiveSecrets = z.infer<typeof archiveSecrets>;

/** The controller the archive was read from (its site record and its capabilities). */
export const archiveSource = z.object({
  label: z.string().max(256).optional(),
  serial: z.string().max(128).optional(),
  model: z.string().max(128).optional(),
  /** Its description version, as its capabilities say it (spec 9: `1.5.0`, `1.6.0`, `1.7.0`). */
  firmware: z.string().min(1).max(32),
  /** The staff field set it speaks (D12): how its staff records are shaped. */
  fieldSet: z.enum(STAFF_FIELD_SETS),
  /** Its certificate's SHA-256 fingerprint (D14). */
  fingerprint256: z.string().max(128).optional(),
  /** Where it answered, `host:port`. */
  address: z.string().max(300).optional(),
});
export type ArchiveSource = z.infer<typeof archiveSource>;

export const archivePart = z.object({
  /** A part name; one this Turnkey does not know is refused by the reader, by name. */
  part: z.string().min(1).max(64),
  count: z.int().min(0),
  /** SHA-256, hex, of the part's record lines as written, each with its newline. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  /** The controller's era does not serve this part (D11): no records, not "none". */
  missing: z.boolean(),
});

export const archiveManifest = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.literal(ARCHIVE_VERSION),
  /** ISO 8601 instant the read began. */
  createdAt: z.iso.datetime({ offset: true }),
  /** The Turnkey version that wrote it, where known. */
  app: z.string().max(64).optional(),
  source: archiveSource,
  parts: z.array(archivePart),
  secrets: archiveSecrets,
});
export type ArchiveManifest = Omit<z.infer<typeof archiveManifest>, 'parts'> & {
  parts: ArchivePartEntry[];
};
export type ArchivePartEntry = Omit<z.infer<typeof archivePart>, 'part'> & {
  part: ControllerPart;
};

/** How many records the archive holds, all parts together. */
export function recordTotal(manifest: Pick<ArchiveManifest, 'parts'>): number {
  return manifest.parts.reduce((sum, p) => sum + p.count, 0);
}
