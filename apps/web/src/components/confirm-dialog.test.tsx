import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ml } from '../i18n/ml.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

function Harness({ work }: { work: () => Promise<unknown> }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <ConfirmDialog open={open} message={ml.common.confirmDelete} onConfirm={work} onClose={() => setOpen(false)} />
      <output>{open ? 'open' : 'closed'}</output>
    </>
  );
}

describe('ConfirmDialog (docs/product.md "Delete dialogs")', () => {
  it("shows 'Deleting..' while busy, then closes on success", async () => {
    let finish: () => void = () => {};
    render(
      <Harness
        work={() =>
          new Promise<void>((resolve) => {
            finish = resolve;
          })
        }
      />,
    );
    expect(screen.getByRole('dialog', { name: ml.common.confirmDelete })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: ml.common.yes }));
    const busy = screen.getByRole('button', { name: ml.common.deleting });
    expect(busy).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: ml.common.no })).toHaveProperty('disabled', true);
    await act(async () => finish());
    expect(screen.getByRole('status').textContent).toBe('closed');
  });

  it('stays open with the failure message when the work fails', async () => {
    render(<Harness work={() => Promise.reject(new Error('boom'))} />);
    await userEvent.click(screen.getByRole('button', { name: ml.common.yes }));
    expect((await screen.findByRole('alert')).textContent).toBe(ml.common.deleteFailed);
    expect(screen.getByRole('button', { name: ml.common.yes })).toHaveProperty('disabled', false);
    expect(screen.getByRole('status').textContent).toBe('open');
  });
});
