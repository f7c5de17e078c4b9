/**
 * Middleware that rejects unusable answers with a GrrafError('model') saying what was wrong:
 * an empty completion (no text and no tool call), or a tool call whose arguments are not JSON.
 * Without it the AI SDK would hand an empty string to the method, or turn bad tool arguments
 * into a silent tool error. It sits outermost so the usage of the bad answer is still counted
 * and the bad exchange is still recorded (a replay then fails the same way).
 */
import type { LanguageModelV3Middleware } from '@ai-sdk/provider';
import { GrrafError } from '../../errors.js';
import { readCallMeta } from '../call-meta.js';
import { describeCall } from '../model-errors.js';

/** Checks every generate result for emptiness and malformed tool-call arguments. */
export function responseCheckMiddleware(): LanguageModelV3Middleware {
  return {
    specificationVersion: 'v3',
    async wrapGenerate({ doGenerate, params, model }) {
      const result = await doGenerate();
      const { step } = readCallMeta(params);
      const where = describeCall({ model: model.modelId, step });
      let useful = false;
      for (const part of result.content) {
        if (part.type === 'text' && part.text.trim() !== '') useful = true;
        if (part.type !== 'tool-call') continue;
        useful = true;
        if (!isJson(part.input)) {
          throw new GrrafError(
            'model',
            `${where} called tool '${part.toolName}' with arguments that are not valid JSON: ${part.input.slice(0, 200)}`,
            {
              recoverable: true,
              details: { model: model.modelId, step, tool: part.toolName, input: part.input },
            },
          );
        }
      }
      if (!useful) {
        throw new GrrafError(
          'model',
          `${where} returned an empty completion (finish reason: ${result.finishReason.raw ?? result.finishReason.unified})`,
          { recoverable: true, details: { model: model.modelId, step, finishReason: result.finishReason } },
        );
      }
      return result;
    },
  };
}

function isJson(text: string): boolean {
  // Providers send '' for a tool without arguments; the AI SDK reads that as {}.
  if (text.trim() === '') return true;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
