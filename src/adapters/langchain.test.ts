/**
 * grraf as a LangChain.js tool, driven the way an agent drives it: LangChain's own fake
 * tool-calling chat model (fakeModel from @langchain/core/testing) is bound to the tool, calls it,
 * and answers from the ToolMessage. @langchain/core is an optional peer: without it these tests
 * skip, saying so (and under CI=true a skip fails the run).
 */
import { describe, expect, it } from 'vitest';
import { GRAPH_TEXT, grrafModel, QUESTION } from './test-support/fixtures.js';

const installed = await import('@langchain/core/tools').then(
  () => true,
  () => false,
);
const skipped = installed ? '' : ' (skipped: @langchain/core is not installed)';

describe.skipIf(!installed)(`grrafTool for LangChain.js${skipped}`, () => {
  it('an agent calls it with a question and a graph and answers from its result', async () => {
    const { AIMessage, HumanMessage, ToolMessage } = await import('@langchain/core/messages');
    const { fakeModel } = await import('@langchain/core/testing');
    const { grrafTool } = await import('./langchain.js');
    const grraf = grrafTool({ model: grrafModel(), options: { phrase: false } });
    const agent = fakeModel()
      .respondWithTools([{ name: 'grraf', args: { question: QUESTION, graph: GRAPH_TEXT }, id: 'call-1' }])
      .respond((messages) => {
        const result = JSON.parse(String(messages.at(-1)!.content)) as { text: string };
        return new AIMessage(`grraf says: ${result.text}`);
      });
    const bound = agent.bindTools([grraf]);

    // The smallest agent loop: ask the model, run the tool calls it makes, until it answers.
    const messages: InstanceType<typeof HumanMessage | typeof AIMessage | typeof ToolMessage>[] = [
      new HumanMessage('Does the graph 0-1, 1-2, 2-0, 2-3 have a cycle?'),
    ];
    for (let turn = 0; turn < 3; turn++) {
      const reply = await bound.invoke(messages);
      messages.push(reply);
      if (!reply.tool_calls?.length) break;
      for (const call of reply.tool_calls) messages.push(await grraf.invoke({ ...call, type: 'tool_call' }));
    }

    const toolMessage = messages.find((m) => m instanceof ToolMessage);
    expect(toolMessage?.tool_call_id).toBe('call-1');
    expect(JSON.parse(String(toolMessage?.content))).toEqual({
      outcome: 'answered',
      answer: true,
      text: 'true\n(Assumed: undirected cycle of length ≥ 3)',
      assumption: 'undirected cycle of length ≥ 3',
    });
    expect(messages.at(-1)?.content).toBe('grraf says: true\n(Assumed: undirected cycle of length ≥ 3)');
    expect(agent.callCount).toBe(2);
  });

  it('binds with the question, the graph text and its format as the JSON schema a model sees', async () => {
    const { convertToOpenAITool } = await import('@langchain/core/utils/function_calling');
    const { grrafTool } = await import('./langchain.js');
    const spec = convertToOpenAITool(grrafTool({ name: 'graph_question' }));
    const parameters = spec.function.parameters as {
      properties: Record<string, unknown>;
      required: string[];
    };
    expect(spec.function.name).toBe('graph_question');
    expect(Object.keys(parameters.properties)).toEqual(['question', 'graph', 'format']);
    expect(parameters.required).toEqual(['question']);
  });

  it('a graph it cannot read is an error naming the problem (ToolNode hands it to the agent)', async () => {
    const { grrafTool } = await import('./langchain.js');
    const grraf = grrafTool({ model: grrafModel() });
    await expect(grraf.invoke({ question: QUESTION, graph: '{"nodes": [' })).rejects.toThrow(
      /the graph sent/,
    );
  });
});
