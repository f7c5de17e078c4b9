import { describe, expect, it } from 'vitest';
import { RunningQuestions } from './running-questions.js';

describe('RunningQuestions', () => {
  it('counts questions until they settle, failed ones included, and waits for late starters', async () => {
    const running = new RunningQuestions();
    const order: string[] = [];
    let finishFirst = () => {};
    const first = running.track(new Promise<void>((r) => (finishFirst = r)).then(() => order.push('first')));
    const failed = running.track(Promise.reject(new Error('boom'))).catch(() => order.push('failed'));
    expect(running.count).toBe(2);
    const settled = running.settled().then(() => order.push('settled'));
    await failed;
    // A question started while waiting is waited for too.
    let finishLate = () => {};
    running.track(new Promise<void>((r) => (finishLate = r)).then(() => order.push('late')));
    finishFirst();
    await first;
    expect(order).toEqual(['failed', 'first']);
    finishLate();
    await settled;
    expect(order).toEqual(['failed', 'first', 'late', 'settled']);
    expect(running.count).toBe(0);
  });
});

describe('RunningQuestions limits', () => {
  it('runs at most maxConcurrent at once, queues the next, and refuses past maxWaiting', async () => {
    const running = new RunningQuestions({ maxConcurrent: 2, maxWaiting: 1 });
    const release: (() => void)[] = [];
    let started = 0;
    const question = () =>
      new Promise<number>((resolve) => {
        started++;
        release.push(() => resolve(started));
      });
    const first = running.run(question);
    const second = running.run(question);
    const third = running.run(question);
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toBe(2);
    await expect(running.run(question)).rejects.toMatchObject({ code: 'budget' });
    expect(running.count).toBe(3);
    release[0]!();
    await first;
    await new Promise((r) => setTimeout(r, 0));
    // The waiting one starts when a slot frees.
    expect(started).toBe(3);
    release[1]!();
    release[2]!();
    await Promise.all([second, third]);
    await running.settled();
    expect(running.count).toBe(0);
  });
});
