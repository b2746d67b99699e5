import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTextZoom } from '../lib/use-text-zoom.ts';
import { ZoomControls } from './zoom-controls.tsx';

function Zoomed() {
  const zoom = useTextZoom();
  return (
    <>
      <ZoomControls zoom={zoom} label="size" increaseLabel="larger" decreaseLabel="smaller" />
      <p data-testid="text" style={{ fontSize: `${zoom.size}rem` }}>
        x
      </p>
    </>
  );
}

describe('ZoomControls + useTextZoom (docs/product.md "Validation" and "Business constants")', () => {
  it('starts at 0.95 rem with only increase, steps 0.1 up to 1.5 and no further, then only decrease', async () => {
    render(<Zoomed />);
    const larger = screen.getByRole('button', { name: 'larger' });
    const smaller = screen.getByRole('button', { name: 'smaller' });
    const size = () => screen.getByTestId('text').style.fontSize;
    expect(size()).toBe('0.95rem');
    expect(smaller).toHaveProperty('disabled', true);
    for (const want of ['1.05rem', '1.15rem', '1.25rem', '1.35rem', '1.45rem', '1.5rem']) {
      await userEvent.click(larger);
      expect(size()).toBe(want);
    }
    expect(larger).toHaveProperty('disabled', true);
    expect(smaller).toHaveProperty('disabled', false);
    await userEvent.click(larger);
    expect(size()).toBe('1.5rem');
    await userEvent.click(smaller);
    expect(size()).toBe('1.4rem');
  });
});
