import { tool } from 'ai';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { GrrafError } from '../errors.js';
import { complete } from './complete.js';
import { createLlmContext, createLlmRuntime } from './llm-runtime.js';
import { scriptedModel } from './test-support/scripted-model.js';

describe('complete', () => {
  it('returns the text, traces the step and attributes usage to step and question', async () => {
    const model = scriptedModel([
      { text: 'refined question', usage: { inputTokens: 11, outputTokens: 2 } },
      { text: 'answer = 3', usage: { inputTokens: 20, outputTokens: 4 } },
    ]);
    const ctx = createLlmRuntime({ model }).context({ question: 'q1' });
    const first = await complete(ctx, { step: 'refine', system: 'be brief', prompt: 'how many nodes?' });
    await complete(ctx, { step: 'code', prompt: 'write code' });

    expect(first.text).toBe('refined question');
    expect(first.usage).toEqual({ inputTokens: 11, outputTokens: 2 });
    expect(ctx.trace.steps.map((s) => s.name)).toEqual(['refine', 'code']);
    const step = ctx.trace.steps[0];
    expect(step?.kind === 'llm' && step.messages).toEqual([
      { role: 'system', content: 'be brief' },
      { role: 'user', content: 'how many nodes?' },
    ]);
    expect(ctx.trace.usage()).toEqual({ inputTokens: 31, outputTokens: 6 });
    expect(ctx.ledger.byStep('q1')).toEqual({
      refine: { inputTokens: 11, outputTokens: 2 },
      code: { inputTokens: 20, outputTokens: 4 },
    });
    expect(ctx.ledger.total({ question: 'q1' })).toEqual({ inputTokens: 31, outputTokens: 6 });
    expect(model.prompts[0]).toContain('[system] be brief');
  });

  it('runs a tool loop with maxSteps and sums usage over its calls', async () => {
    const model = scriptedModel([
      {
        toolCalls: [{ toolName: 'degree', input: { node: '7' } }],
        usage: { inputTokens: 5, outputTokens: 1 },
      },
      {
        match: /tool result degree/,
        text: 'node 7 has degree 3',
        usage: { inputTokens: 9, outputTokens: 6 },
      },
    ]);
    const seen: string[] = [];
    const degree = tool({
      description: 'degree of a node',
      inputSchema: z.object({ node: z.string() }),
      execute: async ({ node }) => {
        seen.push(node);
        return 3;
      },
    });
    const ctx = createLlmContext({ model });
    const out = await complete(ctx, { step: 'walk', prompt: 'degree of 7?', tools: { degree }, maxSteps: 3 });
    expect(seen).toEqual(['7']);
    expect(out.text).toBe('node 7 has degree 3');
    expect(out.calls).toBe(2);
    expect(out.usage).toEqual({ inputTokens: 14, outputTokens: 7 });
    expect(ctx.ledger.calls()).toBe(2);
    const step = ctx.trace.steps[0];
    expect(step?.kind === 'llm' && step.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'tool']);
  });

  it('traces a failed call with its error and throws a GrrafError', async () => {
    const ctx = createLlmContext({ model: scriptedModel([]) });
    const error = await complete(ctx, { step: 'phrase', prompt: 'say it' }).catch((e) => e);
    expect(error).toBeInstanceOf(GrrafError);
    expect(error.code).toBe('model');
    expect(error.message).toContain('say it');
    expect(ctx.trace.steps[0]?.error?.code).toBe('model');
  });

  it('rejects a request without prompt or messages', async () => {
    const ctx = createLlmContext({ model: scriptedModel([{ text: 'x' }]) });
    await expect(complete(ctx, { step: 'refine', system: 'only a system prompt' })).rejects.toMatchObject({
      code: 'validation',
    });
  });
});

describe('complete with a tool loop cut off by maxSteps', () => {
  it('keeps the last tool result in the traced messages', async () => {
    const model = scriptedModel([{ toolCalls: [{ toolName: 'ping', input: {} }], repeat: true }]);
    const ping = tool({ inputSchema: z.object({}), execute: async () => 'pong' });
    const ctx = createLlmContext({ model });
    const out = await complete(ctx, { step: 'walk', prompt: 'go', tools: { ping }, maxSteps: 2 });
    expect(out.calls).toBe(2);
    const step = ctx.trace.steps[0];
    expect(step?.kind === 'llm' && step.messages.at(-1)).toMatchObject({
      role: 'tool',
      content: expect.stringContaining('pong'),
    });
  });
});
