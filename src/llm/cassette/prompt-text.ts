/**
 * A readable, line-oriented rendering of a model request, used in cassette files (so a person
 * can read what was asked) and for the replay-miss diff.
 */
import type { CassetteRequest } from './cassette-request.js';

interface Part {
  type?: string;
  text?: string;
  toolName?: string;
  toolCallId?: string;
  input?: unknown;
  output?: unknown;
}

/** Renders a request as text: one `[role]` header per message, then settings and tools. */
export function requestText(request: CassetteRequest): string {
  const lines: string[] = [`model: ${request.modelId}`];
  for (const message of request.prompt as Array<{ role: string; content: unknown }>) {
    lines.push(`[${message.role}]`);
    if (typeof message.content === 'string') lines.push(message.content);
    else for (const part of message.content as Part[]) lines.push(partText(part));
  }
  if (Object.keys(request.settings).length > 0) lines.push(`[settings] ${JSON.stringify(request.settings)}`);
  for (const tool of request.tools as Array<{ name?: string }>) lines.push(`[tool] ${JSON.stringify(tool)}`);
  return lines.join('\n');
}

function partText(part: Part): string {
  switch (part.type) {
    case 'text':
    case 'reasoning':
      return part.text ?? '';
    case 'tool-call':
      return `(tool call ${part.toolCallId} ${part.toolName} ${JSON.stringify(part.input)})`;
    case 'tool-result':
      return `(tool result ${part.toolCallId} ${part.toolName} ${JSON.stringify(part.output)})`;
    default:
      return `(${part.type} part)`;
  }
}
