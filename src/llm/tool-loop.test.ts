import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { GrrafError } from '../errors.js';
import type { ToolStep } from '../trace/trace.js';
import { createLlmContext } from './llm-runtime.js';
import { scriptedModel } from './test-support/scripted-model.js';
import { type LoopTool, runToolLoop } from './tool-loop.js';

const degree: LoopTool<{ node: string }> = {
  description: 'degree of a node',
  inputSchema: z.object({ node: z.string() }),
  execute: ({ node }) => ({ node, degree: node.length }),
};
const ask = (text: string) => [{ role: 'user' as const, content: text }];
const toolSteps = (steps: readonly { kind: string }[]) =>
  steps.filter((s): s is ToolStep => s.kind === 'tool');

describe('runToolLoop', () => {
  it('traces one LLM step per turn and one tool step per call, in order, and sums usage', async () => {
    const model = scriptedModel([
      {
        toolCalls: [
          { toolName: 'degree', input: { node: '7' }, id: 'a' },
          { toolName: 'degree', input: { node: '42' }, id: 'b' },
        ],
        usage: { inputTokens: 10, outputTokens: 2 },
      },
      { match: /tool result/, text: 'degrees 1 and 2', usage: { inputTokens: 30, outputTokens: 4 } },
    ]);
    const seen: string[] = [];
    const ctx = createLlmContext({ model });
    const out = await runToolLoop(ctx, {
      step: 'walk',
      messages: ask('degrees?'),
      tools: { degree },
      maxTurns: 5,
    });
    expect(out).toMatchObject({ end: 'answered', text: 'degrees 1 and 2', turns: 2, toolCalls: 2 });
    expect(out.usage).toEqual({ inputTokens: 40, outputTokens: 6 });
    for (const s of ctx.trace.steps) seen.push(`${s.kind}:${s.kind === 'tool' ? s.callId : s.name}`);
    expect(seen).toEqual(['llm:walk', 'tool:a', 'tool:b', 'llm:walk']);
    expect(toolSteps(ctx.trace.steps).map((s) => [s.turn, s.args, s.result])).toEqual([
      [1, { node: '7' }, { node: '7', degree: 1 }],
      [1, { node: '42' }, { node: '42', degree: 2 }],
    ]);
    // The second turn's step records only what was new: the tool results.
    const second = ctx.trace.steps[3];
    expect(second?.kind === 'llm' && second.messages.map((m) => m.role)).toEqual(['tool']);
  });

  it('answers an unknown tool and wrong argument types informatively, and the model recovers', async () => {
    const model = scriptedModel([
      { toolCalls: [{ toolName: 'degre', input: { node: '1' }, id: 'x' }] },
      { toolCalls: [{ toolName: 'degree', input: { node: 1 }, id: 'y' }] },
      { toolCalls: [{ toolName: 'degree', input: { node: '1' }, id: 'z' }] },
      { text: 'done' },
    ]);
    const ctx = createLlmContext({ model });
    const out = await runToolLoop(ctx, { step: 'walk', messages: ask('go'), tools: { degree }, maxTurns: 5 });
    expect(out.end).toBe('answered');
    const steps = toolSteps(ctx.trace.steps);
    expect(steps[0]?.error?.message).toMatch(/no tool named "degre".*degree/);
    expect(steps[1]?.error?.message).toMatch(/bad arguments for degree: node/);
    expect(steps[2]?.error).toBeUndefined();
    expect(model.prompts[1]).toContain('no tool named');
  });

  it('feeds a recoverable tool error back and ends on a fatal one', async () => {
    const failing: LoopTool<{ label: string }> = {
      description: 'find',
      inputSchema: z.object({ label: z.string() }),
      execute: ({ label }) => {
        if (label === 'down') throw new GrrafError('io', 'store unreachable');
        throw new GrrafError('validation', 'unknown label; labels are A, B', { recoverable: true });
      },
    };
    const model = scriptedModel([
      { toolCalls: [{ toolName: 'find', input: { label: 'C' } }] },
      { toolCalls: [{ toolName: 'find', input: { label: 'down' } }] },
    ]);
    const ctx = createLlmContext({ model });
    const error = await runToolLoop(ctx, {
      step: 'walk',
      messages: ask('go'),
      tools: { find: failing },
      maxTurns: 5,
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'io' });
    expect(model.prompts[1]).toContain('labels are A, B');
  });

  it('ends as a failure when the model repeats the same call, or never answers', async () => {
    const looping = scriptedModel([
      { toolCalls: [{ toolName: 'degree', input: { node: '3' } }], repeat: true },
    ]);
    const repeated = await runToolLoop(createLlmContext({ model: looping }), {
      step: 'walk',
      messages: ask('go'),
      tools: { degree },
      maxTurns: 30,
      maxRepeats: 2,
    });
    expect(repeated).toMatchObject({ end: 'repeated-call', turns: 3 });
    expect(repeated.reason).toMatch(/repeated the call degree/);

    let n = 0;
    const wandering = scriptedModel([
      { toolCalls: [{ toolName: 'degree', input: { node: 'n' } }], repeat: true, match: () => true },
    ]);
    const neverAnswers: LoopTool<{ node: string }> = { ...degree, execute: () => ({ call: n++ }) };
    const wandered = await runToolLoop(createLlmContext({ model: wandering }), {
      step: 'walk',
      messages: ask('go'),
      tools: { degree: neverAnswers },
      maxTurns: 4,
      maxRepeats: 10,
    });
    expect(wandered).toMatchObject({ end: 'max-turns', turns: 4, toolCalls: 4 });
  });

  it('cuts a huge result and tells the model how much it saw', async () => {
    const big: LoopTool<Record<string, never>> = {
      description: 'all nodes',
      inputSchema: z.object({}),
      execute: () => Array.from({ length: 10_000 }, (_, i) => ({ key: `node-${i}` })),
    };
    const model = scriptedModel([{ toolCalls: [{ toolName: 'all', input: {} }] }, { text: 'ok' }]);
    const ctx = createLlmContext({ model });
    await runToolLoop(ctx, {
      step: 'walk',
      messages: ask('go'),
      tools: { all: big },
      maxTurns: 3,
      maxResultChars: 500,
    });
    const step = toolSteps(ctx.trace.steps)[0]!;
    expect(step.truncated).toMatch(/^showing \d+ of 10000 items/);
    expect(JSON.stringify(step.result).length).toBeLessThan(700);
    expect(model.prompts[1]).toContain('narrow the call');
  });

  it('stops with the cancelled error when the signal aborts between turns', async () => {
    const controller = new AbortController();
    const slow: LoopTool<{ node: string }> = {
      ...degree,
      execute: () => {
        controller.abort();
        return 1;
      },
    };
    const model = scriptedModel([
      { toolCalls: [{ toolName: 'degree', input: { node: '1' } }], repeat: true },
    ]);
    const ctx = createLlmContext({ model, signal: controller.signal });
    await expect(
      runToolLoop(ctx, { step: 'walk', messages: ask('go'), tools: { degree: slow }, maxTurns: 5 }),
    ).rejects.toMatchObject({ code: 'cancelled' });
  });
});
