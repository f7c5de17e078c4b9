/**
 * Ends the process as `signal` would, instead of `process.exit()`. Exiting runs Node's teardown,
 * which crashes (SIGSEGV, SIGABRT) while isolated-vm still releases an isolate a run was using
 * (issue 26, item 6); a process ended by the signal's default action skips that teardown. The exit
 * status a shell sees is the same: 128 + the signal's number.
 */
export function exitBySignal(signal: 'SIGINT' | 'SIGHUP' | 'SIGTERM'): void {
  process.removeAllListeners(signal);
  process.kill(process.pid, signal);
}
