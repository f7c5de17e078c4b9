/**
 * grraf as an AI SDK tool, driven the way an app drives it: generateText with the AI SDK's own
 * mock model as the agent, which calls the tool, reads its result, and answers.
 */
import type { LanguageModelV3CallOptions, LanguageModelV3GenerateResult } from '@ai-sdk/provider';
import { asSchema, generateText, stepCountIs } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { promptText } from '../llm/test-support/index.js';
import { grrafTool } from './ai-sdk.js';
import { GRAPH_TEXT, grrafModel, QUESTION } from './test-support/fixtures.js';

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};

/** The agent: first it calls the tool with `input`, then it answers with what the tool returned. */
function agentModel(input: Record<string, unknown>): MockLanguageModelV3 {
  const replies: ((call: LanguageModelV3CallOptions) => LanguageModelV3GenerateResult)[] = [
    () => ({
      content: [{ type: 'tool-call', toolCallId: 'call-1', toolName: 'grraf', input: JSON.stringify(input) }],
      finishReason: { unified: 'tool-calls', raw: undefined },
      usage,
      warnings: [],
    }),
    (call) => {
      const result = /"text":"([^"]*)"/.exec(promptText(call.prompt))?.[1] ?? 'no tool result';
      return {
        content: [{ type: 'text', text: `grraf says: ${result}` }],
        finishReason: { unified: 'stop', raw: undefined },
        usage,
        warnings: [],
      };
    },
  ];
  return new MockLanguageModelV3({ doGenerate: async (call) => replies.shift()!(call) });
}

describe('grrafTool for the AI SDK', () => {
  it('an agent calls it with a question and a graph and answers from its result', async () => {
    const model = grrafModel();
    const agent = agentModel({ question: QUESTION, graph: GRAPH_TEXT });
    const { text, steps } = await generateText({
      model: agent,
      tools: { grraf: grrafTool({ model, options: { phrase: false } }) },
      stopWhen: stepCountIs(3),
      prompt: 'Does the graph 0-1, 1-2, 2-0, 2-3 have a cycle?',
    });
    const results = steps.flatMap((s) => s.toolResults);
    expect(results).toHaveLength(1);
    expect(results[0]!.output).toEqual({
      outcome: 'answered',
      answer: true,
      text: 'true\n(Assumed: undirected cycle of length ≥ 3)',
      assumption: 'undirected cycle of length ≥ 3',
    });
    expect(text).toBe('grraf says: true\\n(Assumed: undirected cycle of length ≥ 3)');
    // grraf's model saw the question and the schema, never the agent's conversation.
    expect(model.prompts[0]).toContain(QUESTION);
    expect(model.prompts[0]).not.toContain('0-1, 1-2');
  });

  it('offers the agent a schema with the question, the graph text and its format', async () => {
    const json = (await asSchema(grrafTool().inputSchema).jsonSchema) as {
      properties: Record<string, unknown>;
      required: string[];
    };
    expect(Object.keys(json.properties)).toEqual(['question', 'graph', 'format']);
    expect(json.required).toEqual(['question']);
  });

  it('a graph it cannot read comes back to the agent as a tool error naming the problem', async () => {
    const agent = agentModel({ question: QUESTION, graph: '{"nodes": [' });
    const { steps } = await generateText({
      model: agent,
      tools: { grraf: grrafTool({ model: grrafModel() }) },
      stopWhen: stepCountIs(2),
      prompt: 'Is there a cycle?',
    });
    const errors = steps.flatMap((s) => s.content.filter((c) => c.type === 'tool-error'));
    expect(errors).toHaveLength(1);
    expect(String((errors[0] as { error: unknown }).error)).toMatch(/the graph sent/);
  });
});
