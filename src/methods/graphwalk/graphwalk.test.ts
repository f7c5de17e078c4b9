import type { JSONSchema7 } from '@ai-sdk/provider';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { GraphData } from '../../graph/model.js';
import { createLlmContext } from '../../llm/llm-runtime.js';
import { type ScriptedResponse, scriptedModel } from '../../llm/test-support/index.js';
import { drawnMaze, drawnMazeGraph } from '../../tools/maze/test-support.js';
import type { ToolStep } from '../../trace/trace.js';
import type { Task } from '../method.js';
import { solveGraphwalk } from './graphwalk.js';

/** Two authors, three books; a1 wrote b1 and b2, a2 wrote b3. */
function library(): GraphData {
  const node = (id: string, label: string, properties: Record<string, string | number>) => ({
    id,
    labels: [label],
    properties: { key: id, ...properties },
  });
  return {
    directed: true,
    nodes: [
      node('a1', 'Author', { born: 1950 }),
      node('a2', 'Author', { born: 1970 }),
      node('b1', 'Book', { genre: 'poem' }),
      node('b2', 'Book', { genre: 'novel' }),
      node('b3', 'Book', { genre: 'poem' }),
    ],
    edges: [
      { source: 'a1', target: 'b1', type: 'WROTE', properties: { year: 1980 } },
      { source: 'a1', target: 'b2', type: 'WROTE', properties: { year: 1990 } },
      { source: 'a2', target: 'b3', type: 'WROTE', properties: { year: 2000 } },
    ],
  };
}

const COUNT_FORMAT = {
  instruction: 'Return ONLY the output with the count in JSON format: [{"count": "number"}].',
  schema: z.toJSONSchema(z.array(z.looseObject({ count: z.number() }))) as JSONSchema7,
};

const task = (question: string, over: Partial<Task> = {}): Task => ({
  question,
  graph: library(),
  answerFormat: COUNT_FORMAT,
  ...over,
});

const call = (toolName: string, input: unknown, id?: string) => ({ toolName, input, ...(id ? { id } : {}) });
const toolSteps = (steps: readonly { kind: string }[]) =>
  steps.filter((s): s is ToolStep => s.kind === 'tool');

async function solve(script: ScriptedResponse[], t: Task, options = {}) {
  const model = scriptedModel(script);
  const ctx = { llm: createLlmContext({ model }) };
  const solution = await solveGraphwalk(t, ctx, { phrase: false, ...options });
  return { model, solution };
}

describe('graphwalk', () => {
  it('walks with parallel tool calls and answers in the asked format', async () => {
    const { model, solution } = await solve(
      [
        {
          toolCalls: [
            call('get_all_nearest_neighbors', {
              label: 'Author',
              property_name: 'key',
              property_value: 'a1',
            }),
            call('get_all_nearest_neighbors', {
              label: 'Author',
              property_name: 'key',
              property_value: 'a2',
            }),
          ],
        },
        { match: /tool result/, text: 'Both wrote books.\n```json\n[{"count": 2}]\n```' },
      ],
      task('How many "Author" nodes wrote a book?'),
    );
    expect(solution).toMatchObject({ outcome: 'answered', answer: [{ count: 2 }] });
    expect(solution.details).toEqual({
      turns: 2,
      toolCalls: 2,
      extracted: false,
      end: 'answered',
      toolset: 'graph',
      readingDiffers: false,
      cutResults: 0,
    });
    const first = model.prompts[0]!;
    // The system prompt holds the schema table only; the question is the user message, asked once.
    expect(first).toMatch(/\[system\][\s\S]*<graph_schema>[\s\S]*Node \| Author \| \(:Author\) \| born/);
    expect(first).toMatch(/Relationship \| WROTE \| \(:Author\)-\[:WROTE\]->\(:Book\) \| year/);
    expect(first).not.toMatch(/\[system\][^[]*wrote a book/);
    expect(first.split('JSON format: [{"count": "number"}]')).toHaveLength(2);
    const tools = toolSteps(solution.trace);
    expect(tools.map((s) => [s.turn, s.tool])).toEqual([
      [1, 'get_all_nearest_neighbors'],
      [1, 'get_all_nearest_neighbors'],
    ]);
    expect(tools[0]!.result).toHaveLength(2);
  });

  it('has a second call extract the answer when the reply is not the asked JSON', async () => {
    const { model, solution } = await solve(
      [
        {
          toolCalls: [
            call('get_unique_property_values', {
              property_name: 'genre',
              entity_name: 'Book',
              entity_type: 'node',
            }),
          ],
        },
        { match: /tool result/, text: 'There are 2 genres.' },
        { match: /not written in the JSON format/, text: '[{"count": 2}]' },
      ],
      task('How many genres are there?'),
    );
    expect(solution).toMatchObject({ outcome: 'answered', answer: [{ count: 2 }] });
    expect(solution.details.extracted).toBe(true);
    expect(solution.trace.filter((s) => s.kind === 'llm').map((s) => s.name)).toEqual([
      'walk',
      'walk',
      'extract',
    ]);
    expect(model.prompts[2]).toContain('There are 2 genres.');
  });

  it('ends as unreadable-answer when the extraction fails too', async () => {
    const { solution } = await solve(
      [{ text: 'I am not sure.' }, { match: /not written in the JSON format/, text: 'no idea' }],
      task('How many books?'),
    );
    expect(solution.outcome).toBe('could-not-compute');
    expect(solution.error).toMatchObject({ code: 'unreadable-answer', step: 'extract' });
    expect(solution.details).toMatchObject({ extracted: true, end: 'answered', turns: 1 });
  });

  it('ends as a traced failure when the model repeats a call', async () => {
    const same = call('get_node_by_property', {
      label: 'Book',
      property_name: 'genre',
      property_value: 'poem',
    });
    const { solution } = await solve([{ toolCalls: [same], repeat: true }], task('Which poems?'));
    expect(solution.error).toMatchObject({ code: 'repeated-call', step: 'walk' });
    expect(solution.error?.message).toMatch(/repeated the call get_node_by_property/);
    expect(solution.details).toMatchObject({ end: 'repeated-call', turns: 3, toolCalls: 3 });
  });

  it('ends as a traced failure when the model never answers within the steps', async () => {
    // Each turn thinks something new, so only the step limit ends the walk.
    const thoughts = Array.from({ length: 5 }, (_, i) => ({
      toolCalls: [call('think', { thought: `step ${i}` })],
    }));
    const { model, solution } = await solve(thoughts, task('Count?'), { maxSteps: 4 });
    expect(solution.error).toMatchObject({ code: 'max-turns', step: 'walk' });
    expect(solution.error?.message).toMatch(/did not answer within 4 turns/);
    expect(solution.details).toMatchObject({ end: 'max-turns', turns: 4, toolCalls: 4 });
    expect(model.remaining()).toBe(1);
  });

  it('answers unknown tools, wrong argument types and unknown names informatively', async () => {
    const { model, solution } = await solve(
      [
        { toolCalls: [call('get_nodes', { label: 'Book' })] },
        {
          toolCalls: [
            call('get_node_by_property', { label: 'Book', property_name: 'genre', property_value: null }),
          ],
        },
        {
          toolCalls: [
            call('get_node_by_property', { label: 'Novel', property_name: 'genre', property_value: 'poem' }),
          ],
        },
        {
          toolCalls: [
            call('get_node_by_property', { label: 'Book', property_name: 'kind', property_value: 'poem' }),
          ],
        },
        { text: '[{"count": 0}]' },
      ],
      task('How many?'),
    );
    expect(solution.outcome).toBe('answered');
    const errors = toolSteps(solution.trace).map((s) => s.error?.message);
    expect(errors[0]).toMatch(/no tool named "get_nodes"; the tools are: get_node_by_property, /);
    expect(errors[1]).toMatch(/bad arguments for get_node_by_property: property_value/);
    expect(errors[2]).toMatch(/no node label "Novel"; the node labels are: Author, Book/);
    expect(errors[3]).toMatch(
      /"kind" is not a property of "Book" nodes; their properties are: id, genre, key/,
    );
    expect(model.prompts[4]).toContain('their properties are: id, genre, key');
  });

  it('cuts a huge result and tells the agent', async () => {
    const big: GraphData = {
      directed: true,
      nodes: Array.from({ length: 2000 }, (_, i) => ({
        id: `n${i}`,
        labels: ['Item'],
        properties: { key: `n${i}`, tag: 't' },
      })),
      edges: [],
    };
    const { model, solution } = await solve(
      [
        {
          toolCalls: [
            call('get_node_by_property', { label: 'Item', property_name: 'tag', property_value: 't' }),
          ],
        },
        { match: /tool result/, text: '[{"count": 2000}]' },
      ],
      task('How many items?', { graph: big }),
    );
    const step = toolSteps(solution.trace)[0]!;
    expect(JSON.stringify(step.result).length).toBeLessThan(9000);
    expect((step.result as { truncated: string }).truncated).toMatch(/^showing \d+ of 2000 nodes/);
    expect(model.prompts[1]).toMatch(/showing \d+ of 2000 nodes/);
  });

  it('walks a graph without the expected labels and properties without crashing', async () => {
    const bare: GraphData = {
      directed: false,
      nodes: [1, 2, 3].map((id) => ({ id, labels: [], properties: {} })),
      edges: [{ source: 1, target: 2, properties: {} }],
    };
    const { model, solution } = await solve(
      [
        {
          toolCalls: [
            call('get_node_by_property', { label: 'Author', property_name: 'key', property_value: 'a1' }),
          ],
        },
        {
          toolCalls: [
            call('get_all_nearest_neighbors', { label: 'Node', property_name: 'id', property_value: 1 }),
          ],
        },
        { text: '[{"count": 1}]' },
      ],
      task('How many neighbors has node 1?', { graph: bare }),
    );
    expect(solution).toMatchObject({ outcome: 'answered', answer: [{ count: 1 }] });
    expect(model.prompts[0]).toMatch(/Node \| Node \| \(:Node\) \| id/);
    expect(toolSteps(solution.trace)[0]!.error?.message).toMatch(
      /no node label "Author"; the node labels are: Node/,
    );
    expect(toolSteps(solution.trace)[1]!.result).toEqual([
      expect.objectContaining({ direction: 'undirected', neighbor: { id: 2 } }),
    ]);
  });

  it('answers in plain text when no format is asked', async () => {
    const { solution } = await solve([{ text: 'a1' }], task('Who wrote b1?', { answerFormat: undefined }));
    expect(solution).toMatchObject({ outcome: 'answered', answer: 'a1', details: { extracted: false } });
  });

  it('stops with "cancelled" when the question is cancelled mid-walk', async () => {
    const controller = new AbortController();
    const model = scriptedModel([
      { toolCalls: [call('think', { thought: 'go' })] },
      {
        // The user cancels while the model is answering the second turn.
        match: (prompt) => {
          if (!prompt.includes('tool result')) return false;
          controller.abort();
          return true;
        },
        toolCalls: [call('think', { thought: 'again' })],
      },
    ]);
    const llm = createLlmContext({ model, signal: controller.signal });
    const solution = await solveGraphwalk(task('Count?'), { llm }, { phrase: false });
    expect(solution.outcome).toBe('could-not-compute');
    expect(solution.error).toMatchObject({ code: 'cancelled', step: 'walk' });
    expect(solution.details).toMatchObject({ turns: 2, toolCalls: 1, end: 'none', toolset: 'graph' });
  });

  it('gives a maze the maze tools and reads the walked path', async () => {
    const maze = drawnMaze(['S.#', '#..', '#.G']);
    const next = (key: string) => ({ toolCalls: [call('get_possible_next_cells', { node_id: key })] });
    const { model, solution } = await solve(
      [
        next('0'),
        next('1'),
        next('4'),
        next('5'),
        next('8'),
        { toolCalls: [call('get_connected_path', {})] },
        { text: '{"path": ["0", "1", "4", "5", "8"]}' },
      ],
      {
        question:
          'Find a path from cell 0 to cell 8. Return ONLY the JSON output in the format: {"path": ["key"]}.',
        graph: drawnMazeGraph(maze),
        answerFormat: {
          instruction: 'Return ONLY the JSON output in the format: {"path": ["key"]}.',
          schema: z.toJSONSchema(z.object({ path: z.array(z.string()) })) as JSONSchema7,
        },
      },
    );
    expect(solution).toMatchObject({ outcome: 'answered', answer: { path: ['0', '1', '4', '5', '8'] } });
    expect(solution.details.toolset).toBe('maze');
    expect(model.prompts[0]).toMatch(/maze navigation problem/);
    const last = toolSteps(solution.trace).at(-1)!;
    expect(last.result).toEqual({ from: '0', to: '8', path: ['0', '1', '4', '5', '8'] });
  });
});
