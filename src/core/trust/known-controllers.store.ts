/**
 * The known-controllers store (D14): JSON in the app data folder, written atomically. An address
 * belongs to at most one controller; a controller keeps its pin wherever it moves. Every change
 * takes the file's lock and re-reads the file first, so the app and the `turnkey` command can
 * share it. What was read is kept while a `stat` shows the file unchanged (another process's
 * atomic write gives it a new inode and time), so a site of a thousand controllers does not
 * re-read and re-check the whole file at every look-up (docs/decisions.md, "Job state and the
 * controllers file at the size of a site").
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { sameAddress, type ControllerAddress } from '../client/controller-address';
import { withFileLock } from '../files/file-lock';
import { writeFileAtomic } from '../files/atomic-file';
import type { CertificateInfo } from './certificate-info';
import { parseFingerprint, type Fingerprint } from './fingerprint';
import {
  knownControllersFile,
  type KnownController,
  type KnownControllersFile,
} from './known-controller.schema';

export const KNOWN_CONTROLLERS_FILE = 'known-controllers.json';

type Editable = Partial<
  Pick<KnownController, 'name' | 'serial' | 'login' | 'factoryPassword' | 'factoryPasswordAt'>
>;

export class KnownControllersStore {
  readonly path: string;
  private queue: Promise<unknown> = Promise.resolve();
  /** The file as last read or written here, with what `stat` said of it then. */
  private kept: { version: string; file: KnownControllersFile } | undefined;

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

  update(fingerprint: Fingerprint, patch: Editable): Promise<KnownController> {
    return this.edit(fingerprint, (record) => dropUndefined({ ...record, ...patch }));
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
  ): Promise<KnownController> {
    const fp = parseFingerprint(fingerprint);
    return this.change((file) => {
      const existing = file.controllers.find((c) => c.fingerprint256 === fp);
      if (!existing) throw new Error(`no trusted controller has the fingerprint ${fp}`);
      const record = apply(existing);
      return { file: withRecord(file, record), result: record };
    });
  }

  /**
   * Runs one read-modify-write at a time: queued within this process, and under the file's lock
   * across processes (the app and `turnkey trust` at once), re-reading the file inside the lock
   * so no other process's change is lost.
   */
  private change<T>(
    apply: (file: KnownControllersFile) => { file: KnownControllersFile; result: T },
  ): Promise<T> {
    const next = this.queue.then(() =>
      withFileLock(this.path, async () => {
        const { file, result } = apply(await this.read());
        await writeFileAtomic(this.path, `${JSON.stringify(file, null, 2)}\n`);
        const version = await this.version();
        this.kept = version === undefined ? undefined : { version, file };
        return result;
      }),
    );
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** What tells one state of the file from another: its inode, size and time; none if absent. */
  private async version(): Promise<string | undefined> {
    try {
      const info = await stat(this.path, { bigint: true });
      return `${info.ino}:${info.size}:${info.mtimeNs}:${info.ctimeNs}`;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  private async read(): Promise<KnownControllersFile> {
    const version = await this.version();
    if (version === undefined) {
      this.kept = undefined;
      return { version: 1, controllers: [] };
    }
    if (this.kept?.version === version) return this.kept.file;
    let text: string;
    try {
      text = await readFile(this.path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT')
        return { version: 1, controllers: [] };
      throw error;
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new Error(
        `${this.path} is not valid JSON; fix or remove it (it holds only certificate pins)`,
      );
    }
    const parsed = knownControllersFile.safeParse(json);
    if (!parsed.success) {
      throw new Error(
        `${this.path} is not a known-controllers file: ${parsed.error.issues[0]?.message ?? ''}`,
      );
    }
    this.kept = { version, file: parsed.data };
    return parsed.data;
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
