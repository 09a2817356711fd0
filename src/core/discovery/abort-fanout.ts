/**
 * One listener on a sweep's signal for thousands of probes. Node's AbortSignal walks its whole
 * listener list on every add and remove, so thousands of probes each listening to the one signal
 * make a sweep quadratic (seconds of blocked event loop at 4,096 in flight). Each probe gets a
 * signal of its own instead, aborted through a Set when the sweep's signal aborts.
 */
export interface ChildSignal {
  signal: AbortSignal;
  /** The probe is done: forget it. */
  release(): void;
}

export class AbortFanout {
  readonly #children = new Set<AbortController>();
  readonly #onAbort = () => {
    for (const child of this.#children) child.abort();
    this.#children.clear();
  };

  constructor(readonly parent: AbortSignal) {
    parent.addEventListener('abort', this.#onAbort, { once: true });
  }

  /** A signal that aborts with the parent (at once if the parent already has). */
  child(): ChildSignal {
    const controller = new AbortController();
    if (this.parent.aborted) controller.abort();
    else this.#children.add(controller);
    return { signal: controller.signal, release: () => this.#children.delete(controller) };
  }

  dispose(): void {
    this.parent.removeEventListener('abort', this.#onAbort);
    this.#children.clear();
  }
}
