/**
 * Side-effect module for entry points (the CLI imports it first): re-executes the process under
 * `node --no-node-snapshot` when the flag is missing, which isolated-vm needs on Node >= 20.
 */
import { reexecWithNoNodeSnapshot } from './node-flags.js';

reexecWithNoNodeSnapshot();
