#!/usr/bin/env node
/**
 * The `grraf` command line entry point. It loads only the launcher: the commands and their
 * dependencies load when a command runs (see launch.ts).
 */
import { launch } from './launch.js';

await launch(process.argv);
