import { describe, expect, it, vi, beforeEach } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ImagePreview, SWIPE_HINT_KEY, isSwipeHintSuppressed } from './image-preview.tsx';

const images = [
  { image: '/media/a.webp', preImage: 'data:image/webp;base64,AA', caption: 'ഒന്ന്' },
  { image: '/media/b.webp', preImage: null, caption: 'രണ്ട്' },
  { image: '/media/c.webp', caption: 'മൂന്ന്' },
];

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [index, setIndex] = useState(0);
  return <ImagePreview images={images} index={index} onIndexChange={setIndex} onClose={onClose} />;
}

function swipe(el: Element, from: number, to: number) {
  fireEvent.touchStart(el, { touches: [{ clientX: from, clientY: 10 }] });
  fireEvent.touchMove(el, { touches: [{ clientX: to, clientY: 10 }] });
  fireEvent.touchEnd(el, { changedTouches: [{ clientX: to, clientY: 10 }] });
}

describe('ImagePreview', () => {
  beforeEach(() => {
    Object.defineProperty(window.navigator, 'maxTouchPoints', { value: 0, configurable: true });
    delete (window as { ontouchstart?: unknown }).ontouchstart;
  });

  it('without touch: previous/next buttons wrap around, no swipe hint', () => {
    render(<Harness />);
    expect(screen.getByText('1 / 3')).toBeTruthy();
    expect(screen.queryByText(/സ്വൈപ്പ്/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'മുമ്പത്തെ ചിത്രം' }));
    expect(screen.getByText('3 / 3')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'മൂന്ന്' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'അടുത്ത ചിത്രം' }));
    expect(screen.getByText('1 / 3')).toBeTruthy();
  });

  it('on touch: 50 px dismisses the hint for 7 days, 100 px changes the image', () => {
    Object.defineProperty(window.navigator, 'maxTouchPoints', { value: 5, configurable: true });
    render(<Harness />);
    const area = screen.getByTestId('image-preview');
    expect(screen.getByText(/സ്വൈപ്പ്/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'അടുത്ത ചിത്രം' })).toBeNull();

    act(() => swipe(area, 200, 160)); // 40 px: nothing
    expect(screen.getByText(/സ്വൈപ്പ്/)).toBeTruthy();
    expect(screen.getByText('1 / 3')).toBeTruthy();

    act(() => swipe(area, 200, 140)); // 60 px: the hint goes, the image stays
    expect(screen.queryByText(/സ്വൈപ്പ്/)).toBeNull();
    expect(screen.getByText('1 / 3')).toBeTruthy();
    expect(isSwipeHintSuppressed()).toBe(true);
    expect(isSwipeHintSuppressed(Date.now() + 8 * 24 * 3600 * 1000)).toBe(false);
    expect(Number(localStorage.getItem(SWIPE_HINT_KEY))).toBeGreaterThan(Date.now() + 6.9 * 24 * 3600 * 1000);

    act(() => swipe(area, 200, 90)); // 110 px left: next
    expect(screen.getByText('2 / 3')).toBeTruthy();
    act(() => swipe(area, 100, 210)); // right: previous
    expect(screen.getByText('1 / 3')).toBeTruthy();
  });

  it('the hint stays away while suppressed', () => {
    Object.defineProperty(window.navigator, 'maxTouchPoints', { value: 5, configurable: true });
    localStorage.setItem(SWIPE_HINT_KEY, String(Date.now() + 1000 * 60));
    render(<Harness />);
    expect(screen.queryByText(/സ്വൈപ്പ്/)).toBeNull();
  });

  it('the close button goes back in history, which closes it', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {
      window.history.replaceState(null, '');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    fireEvent.click(screen.getByRole('button', { name: 'അടയ്ക്കുക' }));
    expect(back).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
    back.mockRestore();
  });
});
