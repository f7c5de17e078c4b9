import { describe, expect, it } from 'vitest';
import { formatDuration, progressLine, progressSink } from './progress.js';

const state = { done: 45, total: 90, correct: 36, resumed: 0, elapsedMs: 45_000 };

function fakeStream(isTTY: boolean) {
  const writes: string[] = [];
  return { writes, stream: { isTTY, write: (t: string) => writes.push(t) } as unknown as NodeJS.WriteStream };
}

describe('progress', () => {
  it('shows the bar, running accuracy and time left', () => {
    expect(progressLine(state, 10)).toBe('[#####-----] 45/90  acc 80.0%  eta 45s');
    expect(formatDuration(3_725_000)).toBe('1h2m5s');
  });
  it('does not count resumed questions in the speed', () => {
    expect(progressLine({ ...state, resumed: 40 }, 10)).toMatch(/eta 6m45s/);
  });
  it('redraws one line on a terminal and prints about twenty plain lines otherwise', () => {
    const tty = fakeStream(true);
    progressSink(tty.stream).update(state);
    expect(tty.writes[0]).toMatch(/^\r\[/);
    const log = fakeStream(false);
    const sink = progressSink(log.stream);
    for (let done = 1; done <= 100; done++) sink.update({ ...state, done, total: 100 });
    expect(log.writes.length).toBe(20);
    expect(log.writes.every((w) => w.endsWith('\n') && !w.includes('\r'))).toBe(true);
  });
});
