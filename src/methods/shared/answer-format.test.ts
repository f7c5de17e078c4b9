import type { JSONSchema7 } from '@ai-sdk/provider';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatRequest, readReply } from './answer-format.js';

const PAIRS = {
  instruction:
    'Return results in JSON format as per schema: [{"source_node_key": "string", "target_node_key": "string"}].',
  schema: z.toJSONSchema(
    z.array(z.looseObject({ source_node_key: z.string(), target_node_key: z.string() })),
  ) as JSONSchema7,
};

describe('the answer format', () => {
  it('is asked for once: appended unless the question already says it', () => {
    expect(formatRequest('Find all paths.', PAIRS)).toBe(`\n\n${PAIRS.instruction}`);
    expect(formatRequest(`Find all paths. ${PAIRS.instruction}`, PAIRS)).toBe('');
    expect(formatRequest('Find all paths.', undefined)).toBe('');
  });

  it('reads the JSON whole, in a fence, or as the last JSON value among prose', () => {
    const rows = [{ source_node_key: 'n1', target_node_key: 'n2' }];
    const json = JSON.stringify(rows);
    for (const reply of [
      json,
      `Here you go:\n\`\`\`json\n${json}\n\`\`\``,
      `I found [one] path; the answer is ${json}. Done.`,
      `<think>maybe [{"x": 1}]</think>${json}`,
    ]) {
      expect(readReply(reply, PAIRS), reply).toEqual({ ok: true, answer: rows });
    }
  });

  it('refuses JSON of another shape and text without JSON, saying why', () => {
    expect(readReply('There are two paths.', PAIRS)).toEqual({
      ok: false,
      problem: 'the reply holds no JSON',
    });
    const wrong = readReply('[{"source": "n1", "target": "n2"}]', PAIRS);
    expect(wrong.ok).toBe(false);
    expect(!wrong.ok && wrong.problem).toMatch(/does not fit the format \(0\.source_node_key/);
  });
});
