import { describe, expect, it } from 'vitest';
import { latestAnswer } from '../../../src/renderer/src/stores/latest-answer';

/** A read whose answer the test gives when it wants. */
function deferred<T>() {
  let answer!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (answer = resolve));
  return { promise, answer };
}

describe('overlapping reads of the site', () => {
  it('show the answer to the latest question, whatever order the answers come in', async () => {
    const shown: string[] = [];
    const ask = latestAnswer<string>((value) => shown.push(value));
    const older = deferred<string>();
    const newer = deferred<string>();
    const first = ask(() => older.promise);
    const second = ask(() => newer.promise);
    newer.answer('new address');
    await second;
    older.answer('old address');
    await first;
    expect(shown).toEqual(['new address']);
  });

  it('show answers in turn when they come in order, and keep what is shown when a read fails', async () => {
    const shown: string[] = [];
    const ask = latestAnswer<string>((value) => shown.push(value));
    await ask(() => Promise.resolve('one'));
    await ask(() => Promise.resolve(undefined));
    await ask(() => Promise.resolve('two'));
    expect(shown).toEqual(['one', 'two']);
  });
});
