import type { ServerNotification } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import type { TraceStep } from '../trace/trace.js';
import { stepLine, stepProgress } from './step-progress.js';

const base = { startedAt: '2024-01-01T00:00:00.000Z', ms: 12 };
const steps: TraceStep[] = [
  { ...base, kind: 'note', name: 'input', text: 'graph from the store:\n100 nodes', index: 0 },
  {
    ...base,
    kind: 'llm',
    name: 'code',
    model: 'm',
    messages: [],
    response: '',
    usage: { inputTokens: 7, outputTokens: 3 },
    index: 1,
  },
  {
    ...base,
    kind: 'exec',
    name: 'execute',
    language: 'js',
    code: 'answer = 1',
    ok: false,
    error: { code: 'runtime', message: 'boom' },
    index: 2,
  },
];

describe('step progress', () => {
  it('says what each step was on one line', () => {
    expect(steps.map(stepLine)).toEqual([
      'note input · graph from the store: 100 nodes · 12 ms',
      'llm code · m · 7 in / 3 out tokens · 12 ms',
      'exec execute · js program failed · 12 ms · runtime error: boom',
    ]);
  });

  it('sends nothing without a progress token, and numbered steps with one', async () => {
    const sent: ServerNotification[] = [];
    const sendNotification = async (n: ServerNotification) => void sent.push(n);
    expect(stepProgress({ sendNotification })).toBeUndefined();
    const progress = stepProgress({ _meta: { progressToken: 'tok' }, sendNotification })!;
    for (const step of steps) progress.onStep(step);
    await progress.flushed();
    expect(sent.map((n) => n.params)).toEqual(
      steps.map((s, i) => ({ progressToken: 'tok', progress: i + 1, message: stepLine(s) })),
    );
  });

  it("passes each line through the server's shown paths", async () => {
    const sent: ServerNotification[] = [];
    const channel = {
      _meta: { progressToken: 1 },
      sendNotification: async (n: ServerNotification) => void sent.push(n),
    };
    const progress = stepProgress(channel, (text) => text.replace('graph from the store', 'graph from X'))!;
    progress.onStep(steps[0]!);
    await progress.flushed();
    expect(sent[0]?.params).toMatchObject({ message: 'note input · graph from X: 100 nodes · 12 ms' });
  });
});
