import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLeaveGuard } from './use-leave-guard.ts';

function Harness({ active }: { active: boolean }) {
  useLeaveGuard(active, 'Leave?');
  return <a href="/elsewhere" onClick={(e) => { e.preventDefault(); window.dispatchEvent(new Event('navigated')); }}>away</a>;
}

const flush = () => act(() => new Promise((r) => setTimeout(r, 20)));

afterEach(() => vi.restoreAllMocks());

describe('useLeaveGuard', () => {
  it('asks before a link leaves, and stays on No', () => {
    const navigated = vi.fn();
    window.addEventListener('navigated', navigated);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    render(<Harness active />);
    act(() => screen.getByText('away').click());
    expect(confirm).toHaveBeenCalledWith('Leave?');
    expect(navigated).not.toHaveBeenCalled();
    act(() => screen.getByText('away').click());
    expect(navigated).toHaveBeenCalledTimes(1);
    window.removeEventListener('navigated', navigated);
  });

  it('lets the browser ask before the tab closes, only while active', () => {
    const { rerender } = render(<Harness active />);
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    rerender(<Harness active={false} />);
    const later = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });

  it('asks on back: No keeps the screen (its entry pushed again), and the entry goes when the work is done', async () => {
    await flush(); // the earlier tests' entries are gone
    window.history.replaceState({ screen: true }, '');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { rerender } = render(<Harness active />);
    expect((window.history.state as Record<string, unknown>).leaveGuard).toBeTruthy();
    await act(async () => {
      window.history.back();
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(confirm).toHaveBeenCalledTimes(1);
    expect((window.history.state as Record<string, unknown>).leaveGuard).toBeTruthy();
    rerender(<Harness active={false} />);
    await flush();
    await flush();
    expect(window.history.state).toEqual({ screen: true });
  });
});
