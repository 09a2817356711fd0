/**
 * What a transfer has written so far, kept in the site folder (docs/decisions.md, "Firmware-era
 * transfer: resuming"): one JSON line per record written, changed, kept or refused, appended as
 * each answer arrives, so a transfer killed at any moment (the app closed, the laptop's battery,
 * the target rebooting) and started again knows which records it wrote itself. Writing exactly
 * once does not rest on this file alone: the resumed run pairs every source record with the
 * target's again, so a record whose line the kill cut off is found on the target, not sent twice.
 * A last line cut in half by the kill is ignored.
 */
import { mkdir, open, readFile, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { ControllerPart } from './controller-reading';
import { describedWrite } from '../files/write-failure';

export type CheckpointAction = 'created' | 'updated' | 'kept' | 'refused';

export interface CheckpointLine {
  part: ControllerPart;
  key: string;
  action: CheckpointAction;
  /** The target's uuid of the record, where it has one. */
  target?: string;
  /** Why the target refused it. */
  rule?: string;
}

const ACTIONS: readonly CheckpointAction[] = ['created', 'updated', 'kept', 'refused'];

function parsed(line: string): CheckpointLine | undefined {
  try {
    const value = JSON.parse(line) as Partial<CheckpointLine>;
    if (typeof value.part !== 'string' || typeof value.key !== 'string') return undefined;
    if (!ACTIONS.includes(value.action as CheckpointAction)) return undefined;
    return value as CheckpointLine;
  } catch {
    return undefined;
  }
}

export class TransferCheckpoint {
  readonly #done = new Map<string, CheckpointLine>();
  /** Lines noted and not yet on disk, written together by the next write. */
  #pending: string[] = [];
  /** The batch that takes lines noted now, until it starts writing. */
  #next: Promise<void> | undefined;
  #tail: Promise<void> = Promise.resolve();
  #file: FileHandle | undefined;

  private constructor(readonly file: string) {}

  /** Opens (or starts) the checkpoint at `file`, reading what an earlier run wrote. */
  static async open(file: string): Promise<TransferCheckpoint> {
    const checkpoint = new TransferCheckpoint(file);
    // This user's alone, as every file of a site (docs/decisions.md, "Hard edges of files").
    await mkdir(dirname(file), { recursive: true, mode: 0o700 });
    let text = '';
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    for (const line of text.split('\n')) {
      const entry = line ? parsed(line) : undefined;
      if (entry) checkpoint.#done.set(`${entry.part}\u0001${entry.key}`, entry);
    }
    return checkpoint;
  }

  /** What this transfer did to the record, in this run or an earlier one. */
  get(part: ControllerPart, key: string): CheckpointLine | undefined {
    return this.#done.get(`${part}\u0001${key}`);
  }

  get size(): number {
    return this.#done.size;
  }

  /**
   * Notes a record's outcome; resolves once the line is on disk. Lines noted while a write is
   * going on go out together in the next one: eight writes in flight make one append, not
   * eight.
   */
  record(line: CheckpointLine): Promise<void> {
    this.#done.set(`${line.part}\u0001${line.key}`, line);
    this.#pending.push(`${JSON.stringify(line)}\n`);
    if (!this.#next) {
      const next = this.#tail.then(() => {
        this.#next = undefined;
        const batch = this.#pending.join('');
        this.#pending = [];
        return this.#append(batch);
      });
      this.#next = next;
      this.#tail = next;
    }
    return this.#next;
  }

  async #append(text: string): Promise<void> {
    await describedWrite(this.file, Buffer.byteLength(text, 'utf8'), async () => {
      this.#file ??= await open(this.file, 'a', 0o600);
      await this.#file.appendFile(text, 'utf8');
    });
  }

  /** Waits for every line noted so far to be on disk, and lets the file go. */
  async flush(): Promise<void> {
    await this.#tail;
    await this.#file?.close();
    this.#file = undefined;
  }
}
