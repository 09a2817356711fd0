/**
 * A one-line progress display on standard error, redrawn in place with a carriage return. Only
 * on a terminal: piped or redirected output gets nothing, so logs and JSON stay clean.
 */
export class ProgressLine {
  private shown = false;

  constructor(private readonly stream: NodeJS.WriteStream = process.stderr) {}

  get active(): boolean {
    return this.stream.isTTY;
  }

  /** Redraws the line (cut to the terminal's width). */
  update(text: string): void {
    if (!this.active) return;
    const width = Math.max(20, (this.stream.columns || 80) - 1);
    this.stream.write(`\r${text.slice(0, width)}\x1b[K`);
    this.shown = true;
  }

  /** Removes the line, leaving the cursor at the start of it. */
  clear(): void {
    if (!this.shown) return;
    this.stream.write('\r\x1b[K');
    this.shown = false;
  }
}

/** `[#####.....]` for `done` of `total`. */
export function bar(done: number, total: number, width = 24): string {
  const filled = total > 0 ? Math.min(width, Math.round((width * done) / total)) : 0;
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}]`;
}
