import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { askFromFlags, printAsk } from '../../cli/commands/ask.js';
import { createLlmRuntime } from '../../llm/index.js';
import { scriptedModel } from '../../llm/test-support/index.js';

const dir = mkdtempSync(join(tmpdir(), 'grraf-walk-reading-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('grraf ask --method graphwalk', () => {
  it("prints the walker's reading as GRRAF's assumption is printed, and --hint reaches the walker", async () => {
    const file = join(dir, 'cites.edgelist');
    writeFileSync(file, 'p1 p2\np1 p3\np4 p1\n');
    const model = scriptedModel([
      {
        toolCalls: [
          {
            toolName: 'get_all_nearest_neighbors',
            input: { label: 'Node', property_name: 'id', property_value: 'p1' },
          },
        ],
      },
      { match: /tool result/, text: '2\nREADING: connected to: outgoing edges' },
    ]);
    const flags = {
      graph: file,
      method: 'graphwalk',
      phrase: false,
      hint: ['Edges are followed in their stored direction.'],
    };
    const result = await askFromFlags('How many nodes is p1 connected to?', flags, {
      runtime: createLlmRuntime({ model }),
    });
    const out: string[] = [];
    expect(printAsk(result, flags, { out: (t) => out.push(t), err: () => {} })).toBe(0);
    expect(out).toEqual(['2\n(Assumed: connected to: outgoing edges)']);
    expect(result.solution.assumption).toBe('connected to: outgoing edges');
    expect(model.prompts[0]).toMatch(/Notes from the asker[\s\S]*stored direction/);
  });
});
