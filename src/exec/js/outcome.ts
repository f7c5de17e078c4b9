/**
 * Reads the sandbox runtime's tagged outcome string (sandbox/run-program.ts) into an answer or
 * an ExecError. The string was built inside the isolate with captured builtins only; it is still
 * checked here (type, size, well-formed JSON) because the isolate holds the program's code too.
 */
import type { ExecError, ProgramEvidence } from '../executor.js';
import { programError, type ThrownFields } from './error-kinds.js';

/** A program's outcome: its answer (and evidence, when it assigned one), or an error to feed back. */
export type Outcome = { answer: unknown; evidence?: ProgramEvidence } | { error: ExecError };

const MALFORMED: Outcome = {
  error: { kind: 'runtime', message: 'the sandbox returned no readable outcome' },
};

function thrownFields(json: string): ThrownFields | undefined {
  try {
    const t = JSON.parse(json) as Partial<ThrownFields>;
    if (typeof t.name !== 'string' || typeof t.message !== 'string' || typeof t.stack !== 'string') {
      return undefined;
    }
    return { name: t.name, message: t.message, stack: t.stack };
  } catch {
    return undefined;
  }
}

/** The evidence part of an answer's outcome (V, L or C), or undefined when it is malformed. */
function readEvidence(tagged: string, maxChars: number): ProgramEvidence | undefined {
  const rest = tagged.slice(1);
  switch (tagged[0]) {
    case 'V':
      if (rest.length > maxChars) return undefined;
      try {
        return { value: JSON.parse(rest) };
      } catch {
        return undefined;
      }
    case 'L':
      return {
        problem: `evidence is larger than ${maxChars.toLocaleString('en')} characters of JSON: give a shorter one (a path, not every path)`,
      };
    case 'C': {
      const t = thrownFields(rest);
      return t ? { problem: `evidence cannot be converted to JSON: ${t.message}` } : undefined;
    }
    default:
      return undefined;
  }
}

/** The outcome of `tagged`; `maxAnswerChars` is the cap the runtime applied to the answer text. */
export function readOutcome(tagged: unknown, lineShift: number, maxAnswerChars: number): Outcome {
  if (typeof tagged !== 'string' || tagged.length === 0) return MALFORMED;
  const tag = tagged[0];
  const rest = tagged.slice(1);
  switch (tag) {
    case 'A': {
      const cut = rest.indexOf('\n');
      const answerText = cut < 0 ? rest : rest.slice(0, cut);
      if (answerText.length > maxAnswerChars) return MALFORMED;
      let answer: unknown;
      try {
        answer = JSON.parse(answerText);
      } catch {
        return MALFORMED;
      }
      if (cut < 0) return { answer };
      const evidence = readEvidence(rest.slice(cut + 1), maxAnswerChars);
      return evidence ? { answer, evidence } : MALFORMED;
    }
    case 'N':
      return { error: { kind: 'runtime', message: 'the program finished without assigning `answer`' } };
    case 'L':
      return {
        error: {
          kind: 'runtime',
          message: `the answer is larger than ${maxAnswerChars.toLocaleString('en')} characters of JSON: return a count or a summary instead`,
        },
      };
    case 'E': {
      const t = thrownFields(rest);
      return t ? { error: programError(t, lineShift) } : MALFORMED;
    }
    case 'C': {
      const t = thrownFields(rest);
      if (!t) return MALFORMED;
      const name = t.name && t.name !== 'Error' ? `${t.name}: ` : '';
      return {
        error: { kind: 'runtime', message: `answer cannot be converted to JSON: ${name}${t.message}` },
      };
    }
    default:
      return MALFORMED;
  }
}
