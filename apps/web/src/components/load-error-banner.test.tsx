import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ml } from '../i18n/ml.ts';
import { LoadErrorBanner } from './load-error-banner.tsx';

describe('loading-failure banner (docs/product.md "Errors")', () => {
  it('asks the user to reload and offers a Refresh button', async () => {
    const onRefresh = vi.fn();
    render(<LoadErrorBanner onRefresh={onRefresh} />);
    expect(screen.getByRole('alert').textContent).toContain(ml.errors.loadFailed);
    await userEvent.click(screen.getByRole('button', { name: ml.errors.refresh }));
    expect(onRefresh).toHaveBeenCalledOnce();
  });
});
