import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLeaveGuard } from './use-leave-guard.ts';

function Harness({ active }: { active: boolean }) {
  useLeaveGuard(active, 'Leave?');
  return (
    <a
      href="/elsewhere"
      onClick={(e) => {
        e.preventDefault();
        window.dispatchEvent(new Event('navigated'));
      }}
    >
      away
    </a>
  );
}

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
});
