/** Renders an AI SDK prompt as `[role] text` lines, for matching and for error messages. */
import type { LanguageModelV3Prompt } from '@ai-sdk/provider';

/** The prompt as text: one `[role]` line per message followed by its parts. */
export function promptText(prompt: LanguageModelV3Prompt): string {
  return prompt
    .map((message) => {
      if (typeof message.content === 'string') return `[${message.role}] ${message.content}`;
      const parts = message.content.map((part) => {
        if (part.type === 'text' || part.type === 'reasoning') return part.text;
        if (part.type === 'tool-call') return `(tool call ${part.toolName} ${JSON.stringify(part.input)})`;
        if (part.type === 'tool-result')
          return `(tool result ${part.toolName} ${JSON.stringify(part.output)})`;
        return `(${part.type})`;
      });
      return `[${message.role}] ${parts.join('\n')}`;
    })
    .join('\n');
}
