/**
 * Trace: every step a method takes, as plain JSON records.
 * The CLI prints it, the server streams it, the web UI draws it, the bench stores it.
 */

/** Token usage of one call or a sum of calls. */
export interface Usage {
  inputTokens: number;
  outputTokens: number;
}

export const ZERO_USAGE: Usage = Object.freeze({ inputTokens: 0, outputTokens: 0 });

/** Adds usages. */
export function addUsage(...parts: Usage[]): Usage {
  return parts.reduce(
    (acc, u) => ({
      inputTokens: acc.inputTokens + u.inputTokens,
      outputTokens: acc.outputTokens + u.outputTokens,
    }),
    { inputTokens: 0, outputTokens: 0 },
  );
}

interface StepBase {
  /** What the step was for, e.g. 'refine', 'template', 'code', 'execute', 'repair', 'fallback', 'phrase'. */
  name: string;
  startedAt: string;
  ms: number;
  error?: { code: string; message: string };
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant' | 'tool';
  content: string;
}

export interface LlmStep extends StepBase {
  kind: 'llm';
  model: string;
  messages: ChatMessage[];
  response: string;
  usage: Usage;
}

export interface ExecStep extends StepBase {
  kind: 'exec';
  language: string;
  code: string;
  ok: boolean;
  answer?: unknown;
  output?: string;
}

export interface ToolStep extends StepBase {
  kind: 'tool';
  tool: string;
  args: unknown;
  result: unknown;
}

export interface NoteStep extends StepBase {
  kind: 'note';
  text: string;
  data?: unknown;
}

export type TraceStep = LlmStep | ExecStep | ToolStep | NoteStep;

/** An append-only list of steps with an optional live listener (for streaming). */
export class Trace {
  readonly steps: TraceStep[] = [];
  constructor(private readonly onStep?: (step: TraceStep) => void) {}

  add(step: TraceStep): TraceStep {
    this.steps.push(step);
    this.onStep?.(step);
    return step;
  }

  /** Sum of the usage of every LLM step. */
  usage(): Usage {
    return addUsage(...this.steps.filter((s): s is LlmStep => s.kind === 'llm').map((s) => s.usage));
  }
}
