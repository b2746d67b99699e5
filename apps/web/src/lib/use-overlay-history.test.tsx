import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useOverlayHistory } from './use-overlay-history.ts';

function Harness() {
  const [open, setOpen] = useState(false);
  const close = useOverlayHistory(open, () => setOpen(false));
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      {open && (
        <button type="button" onClick={close}>
          close
        </button>
      )}
      <output>{open ? 'open' : 'closed'}</output>
    </>
  );
}

/** Resolves at the next popstate: jsdom goes back in history a task later. */
const popped = () => new Promise((r) => window.addEventListener('popstate', r, { once: true }));

describe('useOverlayHistory', () => {
  it('pushes an entry on open, closes on back, locks scroll meanwhile', async () => {
    render(<Harness />);
    const before = window.history.length;
    act(() => screen.getByText('open').click());
    expect(screen.getByRole('status').textContent).toBe('open');
    expect(window.history.length).toBe(before + 1);
    expect(document.body.style.overflow).toBe('hidden');
    await act(async () => {
      const back = popped();
      window.history.back();
      await back;
    });
    expect(screen.getByRole('status').textContent).toBe('closed');
    expect(document.body.style.overflow).toBe('');
  });

  it('the close function goes back in history', async () => {
    render(<Harness />);
    act(() => screen.getByText('open').click());
    const depth = window.history.state;
    expect(depth).toHaveProperty('overlays');
    await act(async () => {
      const back = popped();
      screen.getByText('close').click();
      await back;
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('closed'));
    expect(window.history.state?.overlays ?? []).toHaveLength(0);
  });
});
