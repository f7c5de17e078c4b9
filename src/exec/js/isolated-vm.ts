/**
 * isolated-vm, loaded on first use: it is a native module (a compiled addon, a thread per
 * isolate), and importing grraf — to parse a graph, say — must not load it until a JavaScript
 * executor actually runs something.
 */
import type IsolatedVm from 'isolated-vm';
import { GrrafError } from '../../errors.js';
import { warnWithoutNoNodeSnapshot } from './node-flags.js';

/** The isolated-vm module. */
export type Ivm = typeof IsolatedVm;

let loading: Promise<Ivm> | undefined;
let loaded: Ivm | undefined;

/** The module when it is already loaded (no waiting), else undefined. */
export function isolatedVmIfLoaded(): Ivm | undefined {
  return loaded;
}

/** The isolated-vm module, imported once per process; a `config` error when it cannot load. */
export function loadIsolatedVm(): Promise<Ivm> {
  loading ??= import('isolated-vm').then(
    (m: { default?: Ivm }) => {
      warnWithoutNoNodeSnapshot();
      loaded = (m.default ?? m) as Ivm;
      return loaded;
    },
    (e: unknown) => {
      loading = undefined;
      throw new GrrafError(
        'config',
        'the JavaScript sandbox needs the native module isolated-vm, which did not load (reinstall with `npm ci`; building it needs a C++ toolchain)',
        { cause: e },
      );
    },
  );
  return loading;
}
