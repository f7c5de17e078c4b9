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
