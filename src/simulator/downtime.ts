/**
 * The time a rebooting controller stays down: a wait that a stop cuts
 * short, so a simulator stopped mid-reboot does not come back by itself.
 */
export class Downtime {
  private ending: ((resume: boolean) => void) | undefined;

  /** True while a wait runs. */
  get active(): boolean {
    return this.ending !== undefined;
  }

  /** Resolves true after `seconds`, or false when cancelled first. */
  wait(seconds: number): Promise<boolean> {
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => this.end(true), seconds * 1000);
      this.ending = (resume) => {
        clearTimeout(timer);
        this.ending = undefined;
        resolve(resume);
      };
    });
  }

  private end(resume: boolean): void {
    this.ending?.(resume);
  }

  /** Ends a running wait with false. */
  cancel(): void {
    this.end(false);
  }
}
