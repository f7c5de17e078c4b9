/**
 * The reference-code test double: a LanguageModel that answers GRRAF's prompts with known-correct
 * JavaScript per task, so the whole pipeline (parsing, prompts, extraction, sandboxed execution,
 * scoring) runs without an LLM. It is NOT an LLM and its accuracy says nothing about models: it
 * measures the pipeline and its overhead. Its id says so wherever it appears.
 */
import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3GenerateResult,
  LanguageModelV3Prompt,
} from '@ai-sdk/provider';
import { GrrafError } from '../../errors.js';
import { readCallMeta } from '../../llm/call-meta.js';
import { type Classified, classify, marker } from './classify.js';
import { referenceCypher } from './cypher-programs.js';
import { answerFormat, referenceProgram } from './programs.js';

import { REFERENCE_MODEL_ID } from './reference-model-id.js';
import { REFERENCE_DOUBLE_SCOPE } from './scope.js';

export { REFERENCE_MODEL_ID };
/** The provider name it reports. */
export const REFERENCE_PROVIDER = 'grraf-test-double';

/** The prompt's text, every message and text part. */
function promptText(prompt: LanguageModelV3Prompt): string {
  return prompt
    .map((m) =>
      typeof m.content === 'string'
        ? m.content
        : m.content.map((p) => ('text' in p && typeof p.text === 'string' ? p.text : '')).join('\n'),
    )
    .join('\n');
}

/** The GRRAF step a call is for: from the call's label, else from the prompt's wording. */
function stepOf(call: LanguageModelV3CallOptions, text: string): string {
  const labeled = readCallMeta(call).step;
  if (labeled) return labeled;
  if (/Rewrite this question/i.test(text)) return 'refine';
  if (/program that answers the question for any graph/i.test(text)) return 'compile';
  if (/generic .* code template/i.test(text)) return 'template';
  if (/program failed|did not finish within/i.test(text)) return 'repair';
  if (/Answer this graph question directly/i.test(text)) return 'fallback';
  if (/Computed answer:/i.test(text)) return 'phrase';
  return 'code';
}

/** The question inside a GRRAF prompt: the block after `Question:` (refine) or its line (code, repair). */
function questionPart(text: string): string {
  // The lean prompt: `Question: …` up to the hints or the rules block (the question may span lines).
  const lean = text.match(/^Question: ([\s\S]*?)\n(?:\nNotes from the asker|Graph: |G:\n)/m);
  if (lean) return lean[1]!.trim();
  const block = text.match(/Question:\s*\n([\s\S]*?)\n\s*\n/);
  if (block) return block[1]!.trim();
  const line = text.match(/Question: (.*)/);
  return line ? line[1]!.trim() : text;
}

/** The double's reply to one prompt. */
export function referenceReply(step: string, text: string): string {
  if (step === 'phrase') {
    const computed = text.match(/Computed answer:\s*(.*)/)?.[1]?.trim() ?? '';
    return `The answer is ${computed}.`;
  }
  if (step === 'template')
    return '```js\n// generic template: compute the answer on G from the named parameters\nanswer = null;\n```';
  if (step === 'fallback') return 'ANSWER: unknown (the reference-code test double does not answer directly)';
  // Only the question part: the rest of GRRAF's prompts (rules, API index) mentions many tasks.
  const question = questionPart(text);
  const c = classify(question);
  if (!c) {
    throw new GrrafError(
      'model',
      `cannot tell which task this ${step} prompt is about: ${REFERENCE_DOUBLE_SCOPE}`,
      {
        details: { prompt: text.slice(0, 2000) },
      },
    );
  }
  if (step === 'refine') {
    return `QUESTION: ${question.replace(/\s+/g, ' ')} ${marker(c)}\nANSWER FORMAT: ${answerFormat(c.task)}\nASSUMPTION: ${assumptionOf(c)}`;
  }
  const language = text
    .match(/Write (?:the final |a )(\w+) program|This (\w+) program/)
    ?.slice(1)
    .find(Boolean);
  const program = programReply(c, text, language ?? 'JavaScript');
  if (step !== 'compile') return program;
  // The lean prompt: P' with the inputs as placeholders, then the program reading them.
  const refined = question.replace(/\s+/g, ' ');
  // Only the inputs the prompt gives (a preamble's "from node i to node j" is not one).
  const given = /Inputs: none/.test(text) ? [] : Object.entries(c.params);
  const placed = given.reduce(
    (q, [k, v]) => q.replace(new RegExp(`(?<![\\w.])${v}(?![\\w]|\\.\\w)`, 'g'), `{${k}}`),
    refined,
  );
  return `QUESTION: ${placed} ${marker({ task: c.task, params: {} })}\nANSWER FORMAT: ${answerFormat(c.task)}\nASSUMPTION: ${assumptionOf(c)}\n${program}`;
}

function assumptionOf(c: Classified): string {
  return c.task === 'substructure' ? "G' need not be induced (monomorphism)" : 'none';
}

/** The program reply in the prompt's language: JavaScript, or Cypher for the tasks it can compute. */
function programReply(c: Classified, text: string, language: string): string {
  if (language === 'Cypher') {
    const reply = referenceCypher(c.task, text);
    return 'query' in reply ? `\`\`\`cypher\n${reply.query}\n\`\`\`` : `CANNOT COMPUTE: ${reply.cannot}`;
  }
  // It only knows JavaScript and Cypher: say so rather than hand a Python executor JS.
  if (language !== 'JavaScript') {
    throw new GrrafError(
      'model',
      `${REFERENCE_MODEL_ID} writes JavaScript or Cypher only (asked for ${language})`,
    );
  }
  // The lean prompt asks for programs that read the inputs from `params`.
  const style = /Inputs: params\./.test(text) ? 'params' : 'literal';
  return `\`\`\`js\n${referenceProgram(c.task, c.params, style)}\n\`\`\``;
}

/** Word-and-punctuation count, the same approximation the scripted test model uses. */
function countTokens(text: string): number {
  return text.match(/[\p{L}\p{N}_]+|[^\s\p{L}\p{N}_]/gu)?.length ?? 0;
}

/** The reference-code test double as an AI SDK LanguageModel. */
export function referenceCodeModel(): LanguageModelV3 {
  const generate = async (call: LanguageModelV3CallOptions): Promise<LanguageModelV3GenerateResult> => {
    const text = promptText(call.prompt);
    const reply = referenceReply(stepOf(call, text), text);
    const input = countTokens(text);
    const output = countTokens(reply);
    return {
      content: [{ type: 'text', text: reply }],
      finishReason: { unified: 'stop', raw: 'stop' },
      usage: {
        inputTokens: { total: input, noCache: input, cacheRead: undefined, cacheWrite: undefined },
        outputTokens: { total: output, text: output, reasoning: undefined },
      },
      warnings: [],
      response: { modelId: REFERENCE_MODEL_ID },
    };
  };
  return {
    specificationVersion: 'v3',
    provider: REFERENCE_PROVIDER,
    modelId: REFERENCE_MODEL_ID,
    supportedUrls: {},
    doGenerate: generate,
    doStream: async () => {
      // grraf's runtime serves streaming from generate (simulateStreamingMiddleware).
      throw new GrrafError(
        'unsupported',
        `${REFERENCE_MODEL_ID} does not stream; wrap it with createLlmRuntime`,
      );
    },
  };
}
