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

  it('returns the tool calls the model asked for without running them, and traces them', async () => {
    const model = scriptedModel([{ toolCalls: [{ toolName: 'degree', input: { node: '7' }, id: 'c1' }] }]);
    const degree = tool({ description: 'degree of a node', inputSchema: z.object({ node: z.string() }) });
    const ctx = createLlmContext({ model });
    const out = await complete(ctx, { step: 'walk', prompt: 'degree of 7?', tools: { degree }, turn: 1 });
    expect(out.toolCalls).toEqual([{ callId: 'c1', tool: 'degree', args: { node: '7' } }]);
    const step = ctx.trace.steps[0];
    expect(step?.kind === 'llm' && [step.turn, step.toolCalls]).toEqual([
      1,
      [{ callId: 'c1', tool: 'degree', args: { node: '7' } }],
    ]);
  });

  it('ends with the cancelled error when the context signal aborts', async () => {
    const controller = new AbortController();
    controller.abort();
    const ctx = createLlmContext({ model: scriptedModel([{ text: 'x' }]), signal: controller.signal });
    await expect(complete(ctx, { step: 'refine', prompt: 'q' })).rejects.toMatchObject({ code: 'cancelled' });
    expect(ctx.trace.steps[0]?.error?.code).toBe('cancelled');
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
