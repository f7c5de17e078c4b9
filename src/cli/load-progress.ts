/**
 * The progress line of a long `grraf load` on a terminal: nothing for a load that ends within a
 * second, then the share of the file parsed (redrawn at most four times a second), a line when
 * the graph goes into the store and, for a store that writes in batches (Neo4j), the share written,
 * so a 20-million-edge load does not look hung.
 */
import type { LoadProgress } from '../app/load.js';

/** How the printer writes and tells time (injected by tests). */
export interface ProgressOutput {
  write(text: string): void;
  now(): number;
}

const QUIET_MS = 1000;
const REDRAW_MS = 250;

/** A progress listener for `loadGraph`'s `onProgress` that writes to `out` (a terminal's stderr). */
export function loadProgressPrinter(
  file: string,
  out: ProgressOutput,
): { onProgress: (p: LoadProgress) => void; end: () => void } {
  const started = out.now();
  let drawn = -Infinity;
  let open = false;
  const onProgress = (p: LoadProgress) => {
    const at = out.now();
    if (at - started < QUIET_MS) return;
    if (p.phase === 'parse') {
      if (at - drawn < REDRAW_MS && p.bytesRead < p.totalBytes) return;
      drawn = at;
      const share = p.totalBytes === 0 ? 100 : Math.floor((100 * p.bytesRead) / p.totalBytes);
      out.write(`\rgrraf load: parsing ${file}: ${share}% of ${megabytes(p.totalBytes)}`);
      open = true;
      return;
    }
    const n = (x: number) => x.toLocaleString('en');
    if (p.phase === 'batch') {
      if (at - drawn < REDRAW_MS && p.written < p.total) return;
      drawn = at;
      const share = p.total === 0 ? 100 : Math.floor((100 * p.written) / p.total);
      out.write(`\rgrraf load: written ${share}% (${n(p.written)} of ${n(p.total)} nodes and edges)`);
      open = true;
      return;
    }
    if (open) out.write('\n');
    open = false;
    out.write(`grraf load: storing ${n(p.nodes)} nodes and ${n(p.edges)} edges in the ${p.store} store…\n`);
  };
  return {
    onProgress,
    end: () => {
      if (open) out.write('\n');
      open = false;
    },
  };
}

function megabytes(bytes: number): string {
  return `${(bytes / 1e6).toFixed(bytes < 1e7 ? 1 : 0)} MB`;
}
