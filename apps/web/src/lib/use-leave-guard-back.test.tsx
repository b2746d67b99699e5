// Browser back with the guard on. A file of its own: the other tests' guards leave history
// entries that go a task or two after they unmount, and this test needs a history of its own.
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLeaveGuard } from './use-leave-guard.ts';

function Harness({ active }: { active: boolean }) {
  useLeaveGuard(active, 'Leave?');
  return null;
}

/** Resolves at the next popstate: jsdom goes back in history a task later. */
const popped = () => new Promise((r) => window.addEventListener('popstate', r, { once: true }));
const guardEntry = () => (window.history.state as Record<string, unknown> | null)?.leaveGuard;

afterEach(() => vi.restoreAllMocks());

describe('useLeaveGuard and browser back', () => {
  it('asks on back: No keeps the screen (its entry pushed again); the entry goes when the work is done', async () => {
    window.history.replaceState({ screen: true }, '');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { rerender } = render(<Harness active />);
    expect(guardEntry()).toBeTruthy();
    await act(async () => {
      const back = popped();
      window.history.back();
      await back;
    });
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(guardEntry()).toBeTruthy();
    rerender(<Harness active={false} />);
    await waitFor(() => expect(window.history.state).toEqual({ screen: true }));
  });
});
