/**
 * Prints a Solution's trace for people: one header line per step (kind, name, model or language,
 * tokens, milliseconds, error), then its prompt and response, or its code and result, indented.
 */
import { describePath, type Solution } from '../../methods/index.js';
import type { TraceStep } from '../../trace/trace.js';

const INDENT = '    ';

/** The whole trace, numbered, followed by a summary line. */
export function formatTrace(solution: Solution): string {
  const blocks = solution.trace.map((step, i) => formatStep(step, i + 1));
  blocks.push(summaryLine(solution));
  return blocks.join('\n\n');
}

/** `path: first try · tokens: 390 in / 102 out · 1.2 s`. */
function summaryLine(s: Solution): string {
  return `path: ${describePath(s.path)} · tokens: ${s.usage.inputTokens} in / ${s.usage.outputTokens} out · ${seconds(s.ms)}`;
}

/** One step: a header line and its indented body. */
function formatStep(step: TraceStep, n: number): string {
  const failed = step.error ? ` · ERROR ${step.error.code}: ${step.error.message}` : '';
  switch (step.kind) {
    case 'llm': {
      const head = `[${n}] llm ${step.name} · ${step.model} · ${step.usage.inputTokens} in / ${step.usage.outputTokens} out · ${step.ms} ms${failed}`;
      // The system prompt is the same on every call: show only the rest.
      const asked = step.messages.filter((m) => m.role !== 'system').map((m) => m.content);
      return [head, section('prompt', asked.join('\n')), section('response', step.response)].join('\n');
    }
    case 'exec': {
      const head = `[${n}] exec ${step.name} · ${step.language} · ${step.ok ? 'ok' : 'failed'} · ${step.ms} ms${failed}`;
      const parts = [head, section('code', step.code)];
      if (step.ok) parts.push(section('answer', JSON.stringify(step.answer) ?? 'undefined'));
      if (step.output) parts.push(section('output', step.output));
      return parts.join('\n');
    }
    case 'tool':
      return `[${n}] tool ${step.tool} · ${step.ms} ms${failed}\n${section('args', JSON.stringify(step.args))}\n${section('result', JSON.stringify(step.result))}`;
    case 'note':
      return step.text.includes('\n')
        ? `[${n}] ${step.name}${failed}\n${indent(step.text)}`
        : `[${n}] ${step.name} · ${step.text}${failed && !step.text.includes(step.error!.message) ? failed : ''}`;
  }
}

function section(title: string, body: string): string {
  return `  ${title}:\n${indent(body === '' ? '(empty)' : body)}`;
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((l) => `${INDENT}${l}`)
    .join('\n');
}

function seconds(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}
