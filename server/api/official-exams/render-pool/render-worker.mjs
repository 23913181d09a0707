// The entry piscina loads in each worker thread. Run from source (npm start, tests), the
// worker is TypeScript: tsx's ESM hooks are registered here, because on Node 20 the hooks of
// the main thread do not reach worker threads. Compiled, it imports the JavaScript beside it.
import { existsSync } from 'node:fs';
import { setPriority } from 'node:os';

// Renders yield the cores to the event loop when it has requests to answer (on Linux the nice
// value is per thread, and the audio renderer's threads inherit it).
try {
  setPriority(10);
} catch {
  // Not allowed here: render at the process's priority.
}

const source = new URL('./render-worker.ts', import.meta.url);
if (existsSync(source)) {
  const { register } = await import('tsx/esm/api');
  register();
}
const { default: render } = await import(existsSync(source) ? source.href : new URL('./render-worker.js', import.meta.url).href);

export default render;
