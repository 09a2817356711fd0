/**
 * Secrets in a backup (docs/backup-format.md, "Secrets"): the fields of each part that hold a
 * credential, left out of the archive without a passphrase, sealed with AES-256-GCM under a key
 * made by scrypt from the passphrase with one. The key is made once per archive; each value has
 * its own nonce and is bound to its part and field (the additional data), so a sealed value
 * moved to another field does not open.
 */
import {
  createCipheriv,
  createDecipheriv,
  randomBytes,
  scrypt,
  timingSafeEqual,
} from 'node:crypto';
import type { ControllerPart } from '../controller-reading';
import type { ArchiveSecrets, SealedValue } from './archive-manifest';
import { sealedValue } from './archive-manifest';

/**
 * Fields holding credentials, per part. The biometry provider's client secret and account
 * password are what the controller needs to call the provider (spec 2.2, 4.13). Authentication
 * users are read without passwords (spec 4.1); were a controller to send one, it is a secret too.
 */
export const SECRET_FIELDS: Partial<Record<ControllerPart, readonly string[]>> = {
  biometry_providers: ['clientSecret', 'password'],
  auth_users: ['password'],
};

/** The marker a sealed value is written as, in place of the value. */
export const SECRET_MARKER = '$secret';

/** scrypt's cost for new archives: 32 MiB and about a tenth of a second here (RFC 7914). */
export const SCRYPT_DEFAULTS = { N: 2 ** 15, r: 8, p: 1 } as const;

const CHECK_TEXT = 'turnkey-backup passphrase check';
const CHECK_AAD = 'check';
const KEY_BYTES = 32;

type ScryptParams = { N: number; r: number; p: number };

function deriveKey(passphrase: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  // Node refuses more than maxmem; scrypt needs 128 * N * r * p bytes and a little more.
  const maxmem = 128 * params.N * params.r * params.p + 32 * 1024 * 1024;
  return new Promise((resolve, reject) =>
    scrypt(passphrase, salt, KEY_BYTES, { ...params, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

function seal(key: Buffer, plain: Buffer, aad: string): SealedValue {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const data = Buffer.concat([cipher.update(plain), cipher.final()]);
  return {
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    data: data.toString('base64'),
  };
}

/** The plain bytes, or undefined when the key, the data or the binding is not the sealed one. */
function open(key: Buffer, sealed: SealedValue, aad: string): Buffer | undefined {
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'));
    decipher.setAAD(Buffer.from(aad, 'utf8'));
    decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(sealed.data, 'base64')), decipher.final()]);
  } catch {
    return undefined;
  }
}

const fieldAad = (part: ControllerPart, field: string) => `${part}/${field}`;

/** Seals the secret fields of records with one passphrase's key (a writer's side). */
export class SecretSealer {
  private constructor(
    private readonly key: Buffer,
    readonly manifest: Extract<ArchiveSecrets, { included: true }>,
  ) {}

  static async create(passphrase: string, params: ScryptParams = SCRYPT_DEFAULTS) {
    const salt = randomBytes(16);
    const key = await deriveKey(passphrase, salt, params);
    return new SecretSealer(key, {
      included: true,
      kdf: 'scrypt',
      salt: salt.toString('base64'),
      ...params,
      check: seal(key, Buffer.from(CHECK_TEXT, 'utf8'), CHECK_AAD),
    });
  }

  /** The record with each secret field's value sealed in its place. */
  seal(part: ControllerPart, record: Record<string, unknown>): Record<string, unknown> {
    const fields = SECRET_FIELDS[part];
    if (!fields?.some((f) => f in record)) return record;
    const out = { ...record };
    for (const field of fields) {
      if (!(field in out) || out[field] === undefined) continue;
      const plain = Buffer.from(JSON.stringify(out[field]), 'utf8');
      out[field] = { [SECRET_MARKER]: seal(this.key, plain, fieldAad(part, field)) };
    }
    return out;
  }
}

/** The record without its secret fields: what an archive holds without a passphrase. */
export function withoutSecrets(
  part: ControllerPart,
  record: Record<string, unknown>,
): Record<string, unknown> {
  const fields = SECRET_FIELDS[part];
  if (!fields?.some((f) => f in record)) return record;
  const out = { ...record };
  for (const field of fields) delete out[field];
  return out;
}

/** Opens the sealed fields of records with the passphrase's key (a reader's side). */
export class SecretOpener {
  private constructor(private readonly key: Buffer) {}

  /** The opener, or undefined when the passphrase does not open the manifest's check value. */
  static async create(
    passphrase: string,
    secrets: Extract<ArchiveSecrets, { included: true }>,
  ): Promise<SecretOpener | undefined> {
    const key = await deriveKey(passphrase, Buffer.from(secrets.salt, 'base64'), secrets);
    const check = open(key, secrets.check, CHECK_AAD);
    const expected = Buffer.from(CHECK_TEXT, 'utf8');
    if (!check || check.length !== expected.length || !timingSafeEqual(check, expected)) {
      return undefined;
    }
    return new SecretOpener(key);
  }

  /**
   * The record with its sealed fields opened; `field` names the first that does not open
   * (changed after it was written) instead.
   */
  open(
    part: ControllerPart,
    record: Record<string, unknown>,
  ): { record: Record<string, unknown> } | { field: string } {
    const fields = SECRET_FIELDS[part];
    if (!fields?.some((f) => f in record)) return { record };
    const out = { ...record };
    for (const field of fields) {
      if (!(field in out)) continue;
      const sealed = sealedOf(out[field]);
      const plain = sealed && open(this.key, sealed, fieldAad(part, field));
      if (!plain) return { field };
      try {
        out[field] = JSON.parse(plain.toString('utf8')) as unknown;
      } catch {
        return { field };
      }
    }
    return { record: out };
  }
}

/** The sealed value a field holds, if it is one. */
export function sealedOf(value: unknown): SealedValue | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const parsed = sealedValue.safeParse((value as Record<string, unknown>)[SECRET_MARKER]);
  return parsed.success ? parsed.data : undefined;
}
