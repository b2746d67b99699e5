import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_MS } from '@parish/shared/plain/constants';
import { dismissToast, getToasts, toast } from './toast.ts';

afterEach(() => {
  vi.useRealTimers();
  for (const t of getToasts()) dismissToast(t.id);
});

describe('toasts (docs/product.md "Toasts")', () => {
  it('close by themselves after 3 s', () => {
    vi.useFakeTimers();
    toast.error('Couldn’t delete, try again');
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(TOAST_MS - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
    expect(TOAST_MS).toBe(3000);
  });
});
