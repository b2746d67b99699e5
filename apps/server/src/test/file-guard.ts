// Setup file of the server project: its files share a worker's module graph (isolate: false), so
// what one file leaves behind is undone here before the next file of the worker starts.
import { afterAll, vi } from 'vitest';
import { closeLeftovers } from './test-app.ts';

afterAll(async () => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  const left = await closeLeftovers();
  if (left) throw new Error(`${left} test app(s) left open: close them in afterAll`);
});
