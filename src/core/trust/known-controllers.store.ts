/**
 * The known-controllers store (D14): JSON in the app data folder, written atomically. An address
 * belongs to at most one controller; a controller keeps its pin wherever it moves. Every change
 * takes the file's lock and re-reads the file first, so the app and the `turnkey` command can
 * share it. What was read is kept while a `stat` shows the file unchanged, and a controller's
 * marks (the factory-password mark of every login) are gathered and written together, so a site
 * of a thousand controllers neither re-reads the file at every look-up nor rewrites it at every
 * login (known-controllers-file.ts; docs/decisions.md, "Job state and the controllers file at the
 * size of a site"). A pin trusted, moved or forgotten is on disk before it is answered.
 */
import { join } from 'node:path';
import { sameAddress, type ControllerAddress } from '../client/controller-address';
import type { CertificateInfo } from './certificate-info';
import { parseFingerprint, type Fingerprint } from './fingerprint';
import type { KnownController, KnownControllersFile } from './known-controller.schema';
import { changeFile, currentFile, flushKnownControllers, markFile } from './known-controllers-file';

export const KNOWN_CONTROLLERS_FILE = 'known-controllers.json';

type Editable = Partial<
  Pick<KnownController, 'name' | 'serial' | 'login' | 'factoryPassword' | 'factoryPasswordAt'>
>;

/** What only marks a controller: gathered and written together, not before it is answered. */
const MARKS: ReadonlySet<string> = new Set(['factoryPassword', 'factoryPasswordAt']);

export class KnownControllersStore {
  readonly path: string;

  constructor(
    dataDir: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.path = join(dataDir, KNOWN_CONTROLLERS_FILE);
  }

  async list(): Promise<KnownController[]> {
    return [...(await this.read()).controllers];
  }

  async get(fingerprint: string): Promise<KnownController | undefined> {
    const fp = parseFingerprint(fingerprint);
    return (await this.list()).find((c) => c.fingerprint256 === fp);
  }

  async findByAddress(address: ControllerAddress): Promise<KnownController | undefined> {
    return (await this.list()).find((c) => c.address && sameAddress(c.address, address));
  }

  /** Pins `certificate` at `address` (first use, or an explicit re-trust), keeping what was
   * remembered about it; any other controller pinned at that address loses the address. */
  trust(certificate: CertificateInfo, address: ControllerAddress): Promise<KnownController> {
    return this.change((file) => {
      const existing = file.controllers.find(
        (c) => c.fingerprint256 === certificate.fingerprint256,
      );
      const record: KnownController = {
        ...existing,
        fingerprint256: certificate.fingerprint256,
        subject: certificate.subject,
        validFrom: certificate.validFrom,
        validTo: certificate.validTo,
        address,
        trustedAt: existing?.trustedAt ?? this.now().toISOString(),
      };
      return { file: withRecord(file, record), result: record };
    });
  }

  /**
   * A trusted controller seen at a new address with the same certificate (D14: keeps its pin):
   * its connection's verified move (connection/address-follower.ts), or a trust at that address.
   */
  moveTo(fingerprint: Fingerprint, address: ControllerAddress): Promise<KnownController> {
    return this.edit(fingerprint, (record) => ({ ...record, address }));
  }

  /**
   * Changes what is remembered about a pinned controller. A patch of marks only (the
   * factory-password mark) is seen here at once and written within a moment with the others
   * (`flush` writes it now); anything else is written before it is answered.
   */
  update(fingerprint: Fingerprint, patch: Editable): Promise<KnownController> {
    const apply = (record: KnownController) => dropUndefined({ ...record, ...patch });
    const marksOnly = Object.keys(patch).every((key) => MARKS.has(key));
    return this.edit(fingerprint, apply, marksOnly);
  }

  /** Writes the marks gathered so far; resolves once they are on disk. */
  flush(): Promise<void> {
    return flushKnownControllers(this.path);
  }

  /** Removes a controller's pin; returns whether there was one. */
  forget(fingerprint: Fingerprint): Promise<boolean> {
    const fp = parseFingerprint(fingerprint);
    return this.change((file) => {
      const controllers = file.controllers.filter((c) => c.fingerprint256 !== fp);
      return {
        file: { ...file, controllers },
        result: controllers.length !== file.controllers.length,
      };
    });
  }

  private edit(
    fingerprint: Fingerprint,
    apply: (record: KnownController) => KnownController,
    mark = false,
  ): Promise<KnownController> {
    const fp = parseFingerprint(fingerprint);
    const change = (file: KnownControllersFile) => {
      const existing = file.controllers.find((c) => c.fingerprint256 === fp);
      if (!existing) throw new Error(`no trusted controller has the fingerprint ${fp}`);
      const record = apply(existing);
      return { file: withRecord(file, record), result: record };
    };
    return mark ? markFile(this.path, change) : this.change(change);
  }

  /**
   * Runs one read-modify-write at a time: queued within this process, and under the file's lock
   * across processes (the app and `turnkey trust` at once), re-reading the file inside the lock
   * so no other process's change is lost; written, with the marks gathered so far, before it is
   * answered.
   */
  private change<T>(
    apply: (file: KnownControllersFile) => { file: KnownControllersFile; result: T },
  ): Promise<T> {
    return changeFile(this.path, apply);
  }

  private read(): Promise<KnownControllersFile> {
    return currentFile(this.path);
  }
}

/** Puts `record` in, replacing its old version; other controllers at its address lose it. */
function withRecord(file: KnownControllersFile, record: KnownController): KnownControllersFile {
  const controllers = file.controllers
    .filter((c) => c.fingerprint256 !== record.fingerprint256)
    .map((c) =>
      c.address && record.address && sameAddress(c.address, record.address) ? withoutAddress(c) : c,
    );
  return { ...file, controllers: [...controllers, record] };
}

function withoutAddress(record: KnownController): KnownController {
  const { address: _address, ...rest } = record;
  return rest;
}

function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
