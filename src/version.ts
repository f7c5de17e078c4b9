/** grraf's version (kept equal to package.json's by a test), without reading any file at start-up. */
export const VERSION = '0.1.0';
