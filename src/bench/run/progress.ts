/**
 * Progress on stderr: a redrawn bar with the running accuracy when stderr is a terminal,
 * plain lines (about twenty per run, plus the last) when it is a log file or a pipe.
 */

/** What the runner reports after each question. */
export interface ProgressState {
  done: number;
  total: number;
  correct: number;
  /** Questions done by an earlier, resumed run. */
  resumed: number;
  lastId?: string;
  elapsedMs: number;
}

/** Receives progress updates. */
export interface ProgressSink {
  update(state: ProgressState): void;
  finish(state: ProgressState): void;
}

/** One line of progress text, e.g. `[#####-----] 450/900  acc 98.7%  eta 3m12s`. */
export function progressLine(s: ProgressState, width = 24): string {
  const frac = s.total === 0 ? 1 : s.done / s.total;
  const filled = Math.round(frac * width);
  const bar = `${'#'.repeat(filled)}${'-'.repeat(width - filled)}`;
  const acc = s.done === 0 ? '  -  ' : `${((100 * s.correct) / s.done).toFixed(1)}%`;
  const fresh = s.done - s.resumed;
  const etaMs = fresh > 0 ? (s.elapsedMs / fresh) * (s.total - s.done) : 0;
  const eta = fresh > 0 && s.done < s.total ? `  eta ${formatDuration(etaMs)}` : '';
  return `[${bar}] ${s.done}/${s.total}  acc ${acc}${eta}`;
}

/** 3725000 → "1h2m5s". */
export function formatDuration(ms: number): string {
  const s = Math.round(ms / 1000);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `${h ? `${h}h` : ''}${h || m ? `${m}m` : ''}${s % 60}s`;
}

/** The progress sink for `stream`: a bar on a TTY, plain lines otherwise, nothing when quiet. */
export function progressSink(stream: NodeJS.WriteStream = process.stderr, quiet = false): ProgressSink {
  if (quiet) return { update() {}, finish() {} };
  if (stream.isTTY) {
    return {
      update: (s) => stream.write(`\r${progressLine(s)}\u001b[K`),
      finish: (s) => stream.write(`\r${progressLine(s)}\u001b[K\n`),
    };
  }
  let nextAt = 0;
  return {
    update(s) {
      if (s.done < nextAt) return;
      nextAt = s.done + Math.max(1, Math.ceil(s.total / 20));
      stream.write(`${progressLine(s)}\n`);
    },
    finish: (s) => stream.write(`${progressLine(s)} (finished)\n`),
  };
}
