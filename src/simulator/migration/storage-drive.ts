/**
 * The controller's storage drive (spec 4.14, D17): where the migration job copies the event logs.
 * It is a folder in the data folder; `--no-drive` starts without it, and the control channel
 * plugs and unplugs it while running. Plugged or not is the state of the hardware, so it
 * outlives a reboot of the simulator.
 */
import { appendFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';

export class StorageDrive {
  constructor(
    /** The folder that stands for the drive's file system. */
    readonly dir: string,
    private plugged = true,
  ) {}

  get connected(): boolean {
    return this.plugged;
  }

  plug(): void {
    this.plugged = true;
  }

  unplug(): void {
    this.plugged = false;
  }

  /** Appends lines to a file on the drive; fails when the drive is not connected. */
  async append(file: string, lines: readonly string[]): Promise<void> {
    if (!this.plugged) throw new Error('storage drive not connected');
    await mkdir(this.dir, { recursive: true });
    await appendFile(join(this.dir, file), lines.map((line) => `${line}\n`).join(''));
  }
}
