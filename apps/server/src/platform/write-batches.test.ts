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

  it('send the next batch before the answers of the one before are handed back', async () => {
    const { batches, sent, finish } = recordedWrite({ maxInFlight: 1 });
    // What had gone out when each answer reached its caller.
    const outWhenAnswered = new Map<string, string[][]>();
    const write = (item: string) =>
      batches.write(item).then((answer) => {
        outWhenAnswered.set(
          item,
          sent.map((b) => [...b]),
        );
        return answer;
      });
    const answers = [write('a'), write('b'), write('c')];
    await tick();
    expect(sent).toEqual([['a']]);
    finish[0]!();
    await answers[0];
    // The waiting pair was on its way before the lone first write's answer was handed back.
    expect(outWhenAnswered.get('a')).toEqual([['a'], ['b', 'c']]);
    answers.push(write('d'), write('e'));
    finish[1]!();
    await Promise.all(answers.slice(0, 3));
    expect(outWhenAnswered.get('b')).toEqual([['a'], ['b', 'c'], ['d', 'e']]);
    expect(outWhenAnswered.get('c')).toEqual([['a'], ['b', 'c'], ['d', 'e']]);
    finish[2]!();
    expect(await Promise.all(answers)).toEqual(['a', 'b', 'c', 'd', 'e'].map((item) => `${item} written`));
  });

  it('answer a failed batch with its error and still send the next', async () => {
    const sent: string[][] = [];
    const finish: ((error?: Error) => void)[] = [];
    const batches = new WriteBatches<string, string>({
      holds: (item) => [item],
      one: async (item) => {
        sent.push([item]);
        await new Promise<void>((resolve, reject) => finish.push((e) => (e ? reject(e) : resolve())));
        return `${item} written`;
      },
      many: async (items) => {
        sent.push([...items]);
        await new Promise<void>((resolve, reject) => finish.push((e) => (e ? reject(e) : resolve())));
        return items.map((item) => `${item} written`);
      },
      maxBatch: 50,
      maxInFlight: 1,
    });
    const first = batches.write('a');
    const rest = [batches.write('b'), batches.write('c')];
    await tick();
    finish[0]!(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    expect(sent).toEqual([['a'], ['b', 'c']]);
    finish[1]!(new Error('connection lost again'));
    for (const answer of rest) await expect(answer).rejects.toThrow('connection lost again');
    // Nothing is out any more: the next write goes at once.
    const next = batches.write('d');
    await tick();
    expect(sent).toEqual([['a'], ['b', 'c'], ['d']]);
    finish[2]!();
    expect(await next).toBe('d written');
  });
});
