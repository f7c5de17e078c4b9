/**
 * The readable diff shown on a replay miss: the new request against the nearest recorded one.
 * Uses the `diff` package (Myers' algorithm, well kept, typed) rather than a hand-written LCS.
 */
import { diffLines } from 'diff';

/** A unified-style line diff: `- recorded`, `+ requested`, unchanged lines with two spaces. */
export function lineDiff(recorded: string, requested: string, context = 2): string {
  const out: string[] = [];
  const parts = diffLines(recorded, requested);
  parts.forEach((part, i) => {
    const lines = part.value.replace(/\n$/, '').split('\n');
    if (part.added || part.removed) {
      for (const line of lines) out.push(`${part.added ? '+' : '-'} ${line}`);
      return;
    }
    // Unchanged run: keep only `context` lines next to the changes around it.
    const keepHead = i > 0 ? context : 0;
    const keepTail = i < parts.length - 1 ? context : 0;
    if (lines.length <= keepHead + keepTail) for (const line of lines) out.push(`  ${line}`);
    else {
      for (const line of lines.slice(0, keepHead)) out.push(`  ${line}`);
      out.push(`  … ${lines.length - keepHead - keepTail} unchanged lines`);
      for (const line of lines.slice(lines.length - keepTail)) out.push(`  ${line}`);
    }
  });
  return out.join('\n');
}

/** How many lines differ between two texts (the distance used to pick the nearest recording). */
export function changedLines(a: string, b: string): number {
  return diffLines(a, b).reduce((n, part) => n + (part.added || part.removed ? (part.count ?? 1) : 0), 0);
}
