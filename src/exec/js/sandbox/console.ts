/**
 * Runs INSIDE the isolate: a `console` that appends to an in-isolate buffer, capped in bytes.
 * Nothing crosses to the host while the program runs; the host reads the buffer afterwards.
 */
import { toJsonValue } from './answer.js';

const stringify = JSON.stringify;
const encodeLen = (s: string): number => {
  // UTF-8 length without TextEncoder (absent from a bare isolate).
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    n += c < 0x80 ? 1 : c < 0x800 ? 2 : c >= 0xd800 && c < 0xdc00 ? 2 : 3;
  }
  return n;
};

/** An output buffer with a byte cap. */
export interface OutputBuffer {
  write(text: string): void;
  text(): string;
}

/** Creates a buffer that keeps at most `capBytes` bytes and notes the truncation once. */
export function createOutputBuffer(capBytes: number): OutputBuffer {
  const parts: string[] = [];
  let used = 0;
  let truncated = false;
  return {
    write(text: string) {
      if (truncated) return;
      const n = encodeLen(text);
      if (used + n <= capBytes) {
        parts.push(text);
        used += n;
        return;
      }
      // Cut by characters: close enough to the byte cap, and the host trims exactly.
      parts.push(text.slice(0, Math.max(0, capBytes - used)));
      parts.push(`\n[output truncated at ${capBytes} bytes]\n`);
      truncated = true;
    },
    text: () => parts.join(''),
  };
}

function format(args: unknown[]): string {
  return args
    .map((a) => {
      if (typeof a === 'string') return a;
      try {
        const j = toJsonValue(a);
        return j === undefined ? String(a) : typeof j === 'string' ? j : stringify(j);
      } catch {
        return String(a);
      }
    })
    .join(' ');
}

/** A console object whose methods all write one line to `out`. */
export function createConsole(out: OutputBuffer): Record<string, (...args: unknown[]) => void> {
  const line = (...args: unknown[]) => out.write(`${format(args)}\n`);
  return { log: line, info: line, warn: line, error: line, debug: line, trace: line };
}
