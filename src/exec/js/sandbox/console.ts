/**
 * Runs INSIDE the isolate: a `console` that appends to an in-isolate buffer, capped in size.
 * Nothing crosses to the host while the program runs; the host reads the buffer afterwards.
 *
 * The cap counts UTF-16 code units (at most `capBytes`; the host trims to exact UTF-8 bytes), and
 * every step uses `+` and captured builtins (primordials.ts), so a program that patches
 * Array.prototype.join or String.prototype.slice cannot make the buffer grow past it.
 */
import { JSON_TOO_LARGE, toJsonText } from './answer.js';
import { JSONParse, StringCtor, StringPrototypeSlice } from './primordials.js';

/** An output buffer with a cap. */
export interface OutputBuffer {
  write(text: string): void;
  text(): string;
}

/** Creates a buffer that keeps at most `capUnits` UTF-16 code units and notes the truncation once. */
export function createOutputBuffer(capUnits: number): OutputBuffer {
  let buffer = '';
  let truncated = false;
  return {
    write(text: string) {
      if (truncated) return;
      const room = capUnits - buffer.length;
      if (text.length <= room) {
        buffer += text;
        return;
      }
      buffer += `${StringPrototypeSlice(text, 0, room)}\n[output truncated at ${capUnits} bytes]\n`;
      truncated = true;
    },
    text: () => buffer,
  };
}

/** One console argument as text: strings as they are, other values as JSON, else String(value). */
function formatArgument(a: unknown, maxChars: number): string {
  if (typeof a === 'string') return a;
  try {
    const json = toJsonText(a, maxChars);
    if (json === undefined) return StringCtor(a);
    // A value written as a JSON string (NaN, a Date, an Error) prints without quotes.
    return json[0] === '"' ? (JSONParse(json) as string) : json;
  } catch (e) {
    if (e === JSON_TOO_LARGE) return '[value too large to print]';
    return StringCtor(a);
  }
}

/** A console object whose methods all write one line to `out`; `capUnits` bounds each line's work. */
export function createConsole(
  out: OutputBuffer,
  capUnits: () => number,
): Record<string, (...args: unknown[]) => void> {
  const line = (...args: unknown[]) => {
    const max = capUnits();
    let text = '';
    for (let i = 0; i < args.length && text.length <= max; i++) {
      text += (i === 0 ? '' : ' ') + formatArgument(args[i], max);
    }
    out.write(`${text}\n`);
  };
  return { log: line, info: line, warn: line, error: line, debug: line, trace: line };
}
