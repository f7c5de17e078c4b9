/**
 * The Python program that hosts generated code (passed with `python3 -I -c`). Trusted: it reads
 * one job from stdin — `{code, graphs, limits}` — lowers its own rlimits (address space, CPU,
 * file size, core), builds the NetworkX graphs from node-link JSON, runs the code with `exec`,
 * and writes one JSON result to fd 3 (the answer, and the evidence when the program assigned one),
 * apart from anything the program prints.
 *
 * The file-size and core limits are set before networkx is imported, the others once the job
 * says what they are; resource.setrlimit sets the same kernel limits `prlimit` does. fd 3 is not
 * inherited by processes the program starts. The program runs in this process, so it can still
 * write to fd 3 itself: the host accepts exactly one well-formed result there, with a kind this
 * runner produces, within the answer cap.
 */
export const RUNNER_SOURCE = String.raw`
import sys, os, json, math, ast, resource, traceback
sys.dont_write_bytecode = True
for _which in (resource.RLIMIT_CORE, resource.RLIMIT_FSIZE):
    resource.setrlimit(_which, (0, 0))
os.set_inheritable(3, False)
import networkx as nx

def _result(obj, max_chars):
    data = json.dumps(obj, allow_nan=False).encode('ascii')
    if len(data) > max_chars:
        data = json.dumps(_error('runtime', 'the answer is larger than ' + format(max_chars, ',') +
                                 ' characters of JSON: return a count or a summary instead')).encode('ascii')
    fd = 3
    while data:
        n = os.write(fd, data)
        data = data[n:]

def _limit(which, value):
    try:
        resource.setrlimit(which, (value, value))
    except (ValueError, OSError):
        pass

def _graph(d):
    if d.get('multigraph'):
        G = nx.MultiDiGraph() if d['directed'] else nx.MultiGraph()
    else:
        G = nx.DiGraph() if d['directed'] else nx.Graph()
    G.add_nodes_from((n.pop('id'), n) for n in d['nodes'])
    G.add_edges_from((e.pop('source'), e.pop('target'), e) for e in d['links'])
    return G

def _key(k):
    return k if isinstance(k, str) else json.dumps(_conv(k))

def _conv(v, depth=0):
    if depth > 200:
        raise ValueError('answer is nested too deeply')
    if v is None or isinstance(v, (bool, str, int)):
        return v
    if isinstance(v, float):
        if math.isfinite(v):
            return v
        return 'NaN' if v != v else ('Infinity' if v > 0 else '-Infinity')
    if isinstance(v, dict):
        return {_key(k): _conv(x, depth + 1) for k, x in v.items()}
    if isinstance(v, nx.Graph):
        return {'directed': v.is_directed(), 'nodes': _conv(list(v.nodes), depth + 1),
                'edges': _conv(list(v.edges), depth + 1)}
    if isinstance(v, (set, frozenset)):
        items = [_conv(x, depth + 1) for x in v]
        try:
            return sorted(items)
        except TypeError:
            return items
    if isinstance(v, (list, tuple)):
        return [_conv(x, depth + 1) for x in v]
    if hasattr(v, 'dtype') and hasattr(v, 'tolist'):
        return _conv(v.tolist(), depth + 1)
    if isinstance(v, (bytes, bytearray)):
        return v.decode('utf-8', 'replace')
    if hasattr(v, 'items') and callable(v.items):
        return {_key(k): _conv(x, depth + 1) for k, x in v.items()}
    if hasattr(v, '__iter__'):
        return [_conv(x, depth + 1) for x in v]
    try:
        return float(v)
    except Exception:
        return str(v)

def _line(tb):
    line = None
    for frame in traceback.extract_tb(tb):
        if frame.filename == '<program>':
            line = frame.lineno
    return line

def _error(kind, message, line=None):
    err = {'kind': kind, 'message': message}
    if line is not None:
        err['line'] = line
    return {'ok': False, 'error': err}

def _compile(code):
    tree = ast.parse(code, '<program>', 'exec')
    if tree.body and isinstance(tree.body[-1], ast.Expr):
        last = tree.body[-1]
        target = ast.Name(id='__grraf_last__', ctx=ast.Store())
        tree.body[-1] = ast.copy_location(ast.Assign(targets=[target], value=last.value), last)
        ast.fix_missing_locations(tree)
    return compile(tree, '<program>', 'exec')

def _main(job):
    code = job.pop('code')
    lim = job['limits']
    used = resource.getrusage(resource.RUSAGE_SELF)
    _limit(resource.RLIMIT_CPU, int(used.ru_utime + used.ru_stime) + lim['cpuSeconds'])
    _limit(resource.RLIMIT_AS, lim['memoryBytes'])
    scope = {'__name__': '__main__', '__builtins__': __builtins__, 'nx': nx, 'networkx': nx, 'params': job.get('params', {})}
    try:
        for name, data in job['graphs'].items():
            scope[name] = _graph(data)
    except MemoryError:
        return _error('memory', 'MemoryError: the graph does not fit in the memory limit')
    job.clear()
    try:
        program = _compile(code)
    except SyntaxError as e:
        return _error('syntax', 'SyntaxError: ' + str(e.msg), e.lineno)
    except (ValueError, RecursionError, MemoryError) as e:
        return _error('syntax', type(e).__name__ + ': ' + str(e))
    try:
        exec(program, scope)
    except MemoryError as e:
        return _error('memory', 'MemoryError: memory limit exceeded', _line(e.__traceback__))
    except SystemExit as e:
        return _error('runtime', 'the program called exit(' + repr(e.code) + ')')
    except BaseException as e:
        return _error('runtime', type(e).__name__ + ': ' + str(e), _line(e.__traceback__))
    if 'answer' in scope:
        value = scope['answer']
    elif scope.get('__grraf_last__') is not None:
        value = scope['__grraf_last__']
    else:
        return _error('runtime', 'the program finished without assigning answer')
    try:
        result = {'ok': True, 'answer': _conv(value)}
    except MemoryError:
        return _error('memory', 'MemoryError: memory limit exceeded while converting answer')
    except Exception as e:
        return _error('runtime', 'answer cannot be converted to JSON: ' + type(e).__name__ + ': ' + str(e))
    if 'evidence' in scope:
        result['evidence'] = _evidence(scope['evidence'], result['answer'])
    return result

def _evidence(value, answer):
    # The evidence shares the result's cap with the answer: what does not fit is reported, not cut.
    try:
        converted = _conv(value)
        room = _max_chars - len(json.dumps(answer, allow_nan=False)) - 1024
        if len(json.dumps(converted, allow_nan=False)) > room:
            return {'problem': 'evidence is larger than ' + format(max(room, 0), ',') +
                    ' characters of JSON: give a shorter one (a path, not every path)'}
        return {'value': converted}
    except MemoryError:
        return {'problem': 'MemoryError: memory limit exceeded while converting evidence'}
    except Exception as e:
        return {'problem': 'evidence cannot be converted to JSON: ' + type(e).__name__ + ': ' + str(e)}

sys.stdout.reconfigure(encoding='utf-8', errors='replace', line_buffering=True)
sys.stderr.reconfigure(encoding='utf-8', errors='replace')
_raw = sys.stdin.buffer.read()
if not _raw:
    # The parent went away before sending a job (an unused spare): leave nothing behind.
    try:
        os.rmdir(os.getcwd())
    except OSError:
        pass
    sys.exit(0)
_job = json.loads(_raw.decode('utf-8'))
del _raw
sys.stdin = open(os.devnull)
_max_chars = _job['limits']['answerChars']
_outcome = _main(_job)
del _job
sys.stdout.flush()
sys.stderr.flush()
_result(_outcome, _max_chars)
`;
