/**
 * Format auto-detection: by file extension first, then by asking every format to sniff the
 * text. Two plausible candidates of similar confidence are an error rather than a guess.
 */
import { GrrafError } from '../../errors.js';
import type { FormatName } from './format.js';
import { checkText } from './input-checks.js';
import { FORMATS, formatNames } from './registry.js';

/** Sniff score from which a format counts as a plausible candidate. */
const PLAUSIBLE = 0.5;
/** A candidate wins only when it leads the runner-up by at least this much. */
const MARGIN = 0.2;

/** Lowercase extension without the dot ('' when none). */
function extensionOf(file: string): string {
  const base = file.replace(/\\/g, '/').split('/').pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}

/**
 * The format of `text` (optionally named `file`). Throws 'format-unknown' when nothing fits
 * and 'format-ambiguous' (listing the candidates) when more than one does.
 */
export function detectFormat(text: string, file?: string): FormatName {
  // Empty input and binary garbage get their own error, not "unknown format".
  checkText(text, file, 'graph');
  if (file !== undefined) {
    const ext = extensionOf(file);
    const byExt = FORMATS.filter((f) => f.extensions.includes(ext));
    if (byExt.length === 1) return (byExt[0] as (typeof FORMATS)[number]).name;
  }
  const scored = FORMATS.map((f) => ({ name: f.name, score: safeSniff(() => f.sniff(text, file)) }))
    .filter((c) => c.score >= PLAUSIBLE)
    .sort((a, b) => b.score - a.score);
  const best = scored[0];
  if (!best) {
    throw new GrrafError(
      'format-unknown',
      `cannot tell the graph format of this input; supported formats: ${formatNames().join(', ')}. Pass --format to choose one`,
      { file },
    );
  }
  const close = scored.filter((c) => best.score - c.score < MARGIN);
  if (close.length > 1) {
    throw new GrrafError(
      'format-ambiguous',
      `the input could be any of: ${close.map((c) => c.name).join(', ')}. Pass --format to choose one`,
      { file, details: { candidates: close.map((c) => c.name) } },
    );
  }
  return best.name;
}

/** A sniffer that throws counts as "not mine" (sniffers must never break detection). */
function safeSniff(f: () => number): number {
  try {
    const s = f();
    return Number.isFinite(s) ? s : 0;
  } catch {
    return 0;
  }
}
