import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task.ts';

describe('nextTask', () => {
  it('resolves with its value once the task that asked has finished, its promises included', async () => {
    const order: string[] = [];
    const asked = nextTask('drawn').then((value) => order.push(value));
    // a long chain of promises still belongs to the task that asked
    let chain = Promise.resolve();
    for (let i = 0; i < 50; i++) chain = chain.then(() => undefined);
    void chain.then(() => order.push('set up'));
    await asked;
    expect(order).toEqual(['set up', 'drawn']);
  });
});
