import { describe, expect, it } from 'vitest';
import { type BatchedWrite, WriteBatches } from './write-batches.ts';

/** A write whose transactions the test finishes by hand, recording what each one took. */
function recordedWrite(options: Pick<BatchedWrite<string, string>, 'maxInFlight' | 'minBatchBesides'>) {
  const sent: string[][] = [];
  const finish: (() => void)[] = [];
  const out = (items: string[]) => {
    sent.push(items);
    return new Promise<void>((resolve) => finish.push(resolve));
  };
  const write: BatchedWrite<string, string> = {
    holds: (item) => [item],
    one: async (item) => {
      await out([item]);
      return `${item} written`;
    },
    many: async (items) => {
      await out([...items]);
      return items.map((item) => `${item} written`);
    },
    maxBatch: 50,
    ...options,
  };
  return { batches: new WriteBatches(write), sent, finish };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('writes that arrive together', () => {
  it('go out at once alone when nothing is out, and together behind a batch that is', async () => {
    const { batches, sent, finish } = recordedWrite({ maxInFlight: 1 });
    const first = batches.write('a');
    const rest = ['b', 'c', 'd'].map((item) => batches.write(item));
    await tick();
    expect(sent).toEqual([['a']]);
    finish[0]!();
    expect(await first).toBe('a written');
    await tick();
    expect(sent).toEqual([['a'], ['b', 'c', 'd']]);
    finish[1]!();
    expect(await Promise.all(rest)).toEqual(['b written', 'c written', 'd written']);
  });

  it('take the second place beside a batch out only once enough of them wait', async () => {
    const { batches, sent, finish } = recordedWrite({ maxInFlight: 2, minBatchBesides: 3 });
    const answers = ['a', 'b', 'c'].map((item) => batches.write(item));
    await tick();
    // Two wait behind the first: too few for a transaction of their own beside it.
    expect(sent).toEqual([['a']]);
    answers.push(batches.write('d'));
    await tick();
    expect(sent).toEqual([['a'], ['b', 'c', 'd']]);
    answers.push(batches.write('e'));
    finish[1]!();
    await tick();
    // One place free, one batch still out, one item waiting: it waits.
    expect(sent).toEqual([['a'], ['b', 'c', 'd']]);
    finish[0]!();
    await tick();
    // Nothing out: whatever waits goes at once.
    expect(sent).toEqual([['a'], ['b', 'c', 'd'], ['e']]);
    finish[2]!();
    expect(await Promise.all(answers)).toEqual(['a', 'b', 'c', 'd', 'e'].map((item) => `${item} written`));
  });
});
