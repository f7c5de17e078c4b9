/**
 * Run as a child process by python-hostile.test.ts: a grraf process whose *initial* environment
 * holds a secret (what /proc/<pid>/environ shows) runs a Python program that reads the environ
 * of its parent and of every process it can see, and prints the ExecResult as JSON.
 */
import { PythonExecutor } from '../python/python-executor.js';

const code = [
  'import os',
  'out = []',
  'pids = [os.getppid()] + [int(x) for x in os.listdir("/proc") if x.isdigit()]',
  'for p in pids:',
  '    try:',
  '        out.append(open(f"/proc/{p}/environ", "rb").read().decode("latin-1"))',
  '    except OSError as e:',
  '        out.append(type(e).__name__)',
  'answer = " ".join(out)',
].join('\n');
const ex = new PythonExecutor({ limits: { timeLimitMs: 20_000 } });
process.stdout.write(JSON.stringify(await ex.run(code, { graphs: {} })));
await ex.close();
