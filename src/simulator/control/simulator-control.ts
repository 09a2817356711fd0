/**
 * The control channel's handle on one `Simulator`: its faults and drive
 * (which hold while it is down), and its sessions and clock (which need it running; 409 while
 * down). Skewing the clock moves the offset of spec 4.12 that `POST /date_time` sets, so it is
 * kept in the data folder and every reading of the controller's clock follows.
 */
import { ApiError } from '../api-error';
import { dateTimeSettings } from '../clock/clock';
import type { SimContext } from '../context';
import type { FaultSettings } from '../faults/faults';
import { CURRENT } from '../records/collections';
import type { Simulator } from '../simulator';
import type { ControlTarget, TargetState } from './control-target';

export class SimulatorControl implements ControlTarget {
  constructor(
    readonly simulator: Simulator,
    /** The serial, known while the simulator is down too. */
    readonly serial: string,
  ) {}

  /** The handle of a running simulator. */
  static of(simulator: Simulator): SimulatorControl {
    return new SimulatorControl(simulator, simulator.serial);
  }

  private live(): SimContext {
    const live = this.simulator.live;
    if (!live) throw new ApiError(409, `simulator ${this.serial} is down`);
    return live;
  }

  state(): TargetState {
    const live = this.simulator.live;
    const settings = live && dateTimeSettings(live.store);
    const job = live?.migration;
    return {
      serial: this.serial,
      up: live !== undefined,
      url: live ? this.simulator.url : null,
      firmware: this.simulator.firmware,
      staffFields: this.simulator.staffFields,
      faults: this.simulator.faults.current,
      drive: { connected: this.simulator.drive.connected },
      clock: settings
        ? { offsetSeconds: settings.offset_ms / 1000, timeZone: settings.timezone }
        : null,
      migration: job ? { status: job.record()?.status ?? 'idle', isRunning: job.isRunning } : null,
    };
  }

  setFaults(patch: Partial<FaultSettings>): void {
    this.simulator.faults.set(patch);
  }

  expireTokens(): number {
    return this.live().tokens.expireAll();
  }

  reboot(seconds: number): Promise<void> {
    if (!this.simulator.isRunning) throw new ApiError(409, `simulator ${this.serial} is down`);
    return this.simulator.reboot(seconds);
  }

  setDrive(connected: boolean): void {
    if (connected) this.simulator.drive.plug();
    else this.simulator.drive.unplug();
  }

  async skewClock(seconds: number): Promise<number> {
    const { store } = this.live();
    const settings = dateTimeSettings(store);
    const offset_ms = settings.offset_ms + seconds * 1000;
    await store.put('date_time', CURRENT, { ...settings, offset_ms });
    return offset_ms / 1000;
  }
}
