// The network store (docs/decisions.md "A signal that drops and comes back"): a failure starts
// asking the health address with a growing pause; its answer clears the offline screen and calls back.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

async function fresh() {
  vi.resetModules();
  const store = await import('./use-online.ts');
  const probe = await import('./network-probe.ts');
  return { ...store, onNetworkBack: probe.onNetworkBack };
}

describe('the network store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks the health address with a growing pause until it answers, then calls back once', async () => {
    const answers = [false, false, true];
    const fetch = vi.fn(async () => {
      if (!answers.shift()) throw new TypeError('Failed to fetch');
      return new Response('{"ok":true}', { status: 200 });
    });
    vi.stubGlobal('fetch', fetch);
    const network = await fresh();
    const back = vi.fn();
    network.onNetworkBack(back);
    network.reportNetworkFailure({ nothingShown: true });
    await vi.advanceTimersByTimeAsync(0); // the prober's chunk
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/api/health/live', expect.anything());
    // The second pause is longer than the first.
    await vi.advanceTimersByTimeAsync(1_500);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(back).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(4_000);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(back).toHaveBeenCalledTimes(1);
    // Answered: nothing more is asked.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('a failure is cleared by the next answer, which calls back', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 200 })),
    );
    const network = await fresh();
    const back = vi.fn();
    network.onNetworkBack(back);
    network.reportNetworkFailure({ nothingShown: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(await network.checkNetwork()).toBe(true);
    expect(back).toHaveBeenCalledTimes(1);
  });
});
