/**
 * The Python program that documents an installed NetworkX (passed with `python3 -I -c`). Trusted:
 * it imports every module of `networkx.algorithms` and prints one JSON object to stdout:
 * `{version, chapters}` in the shape of DocNodeInput.
 *
 * Grouped as NetworkX's reference documentation groups them: one chapter per module or
 * subpackage of networkx.algorithms (a subpackage's modules are its sections), then the
 * `networkx.classes.function` helpers and the Graph and DiGraph methods. A function belongs to
 * the module that defines it (re-exports are skipped) and is public when the module's __all__
 * lists it (or, without __all__, when its name has no leading underscore).
 */
export const INTROSPECT_SOURCE = String.raw`
import importlib, inspect, json, pkgutil, sys, warnings
warnings.simplefilter('ignore')
import networkx as nx
import networkx.algorithms as algorithms

def summary(doc):
    doc = inspect.cleandoc(doc or '')
    return ' '.join(doc.split('\n\n')[0].split())

def signature(obj):
    try:
        return str(inspect.signature(obj))
    except (TypeError, ValueError):
        return '(...)'

def call_name(fn, name, module_name):
    parts = module_name.split('.')
    prefixes = ['networkx']
    if len(parts) > 2 and getattr(nx, parts[2], None) is sys.modules.get('.'.join(parts[:3])):
        prefixes.append('networkx.' + parts[2])
    prefixes += ['.'.join(parts[:i]) for i in range(2, len(parts) + 1)]
    for prefix in prefixes:
        owner = sys.modules.get(prefix) if prefix != 'networkx.' + parts[2] else getattr(nx, parts[2], None)
        if owner is not None and getattr(owner, name, None) is fn:
            return prefix + '.' + name
    return module_name + '.' + name

def leaf(name, obj, qualified):
    doc = inspect.getdoc(obj) or ''
    head = qualified + (signature(obj) if callable(obj) else '')
    return {'name': name, 'description': summary(doc) or head, 'text': head + '\n\n' + doc, 'qualifiedName': qualified}

def functions_of(module):
    names = getattr(module, '__all__', None)
    if names is None:
        names = sorted(n for n in vars(module) if not n.startswith('_'))
    out = []
    for name in names:
        obj = getattr(module, name, None)
        if obj is None or inspect.isclass(obj) or inspect.ismodule(obj) or not callable(obj):
            continue
        if getattr(obj, '__module__', None) != module.__name__:
            continue
        out.append(leaf(name, obj, call_name(obj, name, module.__name__)))
    return out

def load(name, skipped):
    try:
        return importlib.import_module(name)
    except Exception as e:
        skipped.append(name + ': ' + type(e).__name__ + ': ' + str(e))
        return None

def private(name):
    return any(p.startswith('_') or p == 'tests' or p.startswith('test_') for p in name.split('.'))

def package_chapter(short, package, skipped):
    children = functions_of(package)
    for info in pkgutil.walk_packages(package.__path__, package.__name__ + '.'):
        if private(info.name):
            continue
        module = load(info.name, skipped)
        fns = functions_of(module) if module else []
        if fns:
            section = info.name[len(package.__name__) + 1:]
            children.append({'name': section, 'description': summary(module.__doc__) or section, 'children': fns})
    return {'name': short, 'description': summary(package.__doc__) or short, 'children': children}

def algorithm_chapters(skipped):
    chapters = []
    for info in pkgutil.iter_modules(algorithms.__path__):
        if private(info.name):
            continue
        module = load('networkx.algorithms.' + info.name, skipped)
        if module is None:
            continue
        if info.ispkg:
            chapter = package_chapter(info.name, module, skipped)
        else:
            chapter = {'name': info.name, 'description': summary(module.__doc__) or info.name, 'children': functions_of(module)}
        if chapter['children']:
            chapters.append(chapter)
    return chapters

def class_chapter(cls, own_only):
    members = vars(cls) if own_only else {n: getattr(cls, n) for n in dir(cls)}
    leaves = []
    for name in sorted(members):
        obj = members[name]
        if name.startswith('_') or not (inspect.isfunction(obj) or isinstance(obj, property) or inspect.ismethod(obj)):
            continue
        target = obj.fget if isinstance(obj, property) else obj
        leaves.append(leaf(name, target, 'networkx.' + cls.__name__ + '.' + name))
    return {'name': cls.__name__, 'description': summary(cls.__doc__), 'children': leaves}

skipped = []
chapters = algorithm_chapters(skipped)
functions = importlib.import_module('networkx.classes.function')
chapters.append({'name': 'functions', 'description': summary(functions.__doc__), 'children': functions_of(functions)})
chapters.append(class_chapter(nx.Graph, False))
chapters.append(class_chapter(nx.DiGraph, True))
json.dump({'version': nx.__version__, 'chapters': chapters, 'skipped': skipped}, sys.stdout)
`;
