// The one full-screen image viewer (docs/product.md "Ward page", reused by gallery and sandesham): portrait and
// landscape layouts, previous/next buttons on non-touch devices, swipe on touch devices with a hint
// that is suppressed for 7 days once the user swipes. It is a full-screen Modal, so it behaves like
// every overlay: a history entry, back or the close button (which goes back) closes it, scroll locked.
import { useEffect, useRef, useState, type TouchEvent } from 'react';
import { SWIPE_CHANGE_PX, SWIPE_HINT_DISMISS_PX, SWIPE_HINT_SUPPRESS_MS } from '@parish/shared/plain/constants';
import { defineMessages, useT } from '../i18n/language.tsx';
import { BlurImage } from './blur-image.tsx';
import { Modal } from './modal.tsx';

// Here rather than in the first load's catalogue: only this overlay shows them.
const previewMessages = defineMessages({
  ml: {
    preview: {
      title: 'ചിത്രം',
      close: 'അടയ്ക്കുക',
      previous: 'മുമ്പത്തെ ചിത്രം',
      next: 'അടുത്ത ചിത്രം',
      counter: (i: number, n: number) => `${i} / ${n}`,
      swipeHint: 'അടുത്ത ചിത്രം കാണാൻ ഇടത്തോട്ടോ വലത്തോട്ടോ സ്വൈപ്പ് ചെയ്യുക',
    },
  },
  en: {
    preview: {
      title: 'Image',
      close: 'Close',
      previous: 'Previous image',
      next: 'Next image',
      counter: (i: number, n: number) => `${i} / ${n}`,
      swipeHint: 'Swipe left or right for the next image',
    },
  },
});

export interface PreviewImage {
  image: string;
  preImage?: string | null;
  /** Shown under the image and used as its alternative text. */
  caption: string;
}

interface ImagePreviewProps {
  images: PreviewImage[];
  index: number;
  onIndexChange: (index: number) => void;
  /** Called once the overlay is gone (after back, the close button or Escape: all go back in history). */
  onClose: () => void;
}

export const SWIPE_HINT_KEY = 'swipeHintHiddenUntil';

export function isSwipeHintSuppressed(now = Date.now()): boolean {
  return Number(localStorage.getItem(SWIPE_HINT_KEY) ?? 0) > now;
}

function suppressSwipeHint(now = Date.now()) {
  localStorage.setItem(SWIPE_HINT_KEY, String(now + SWIPE_HINT_SUPPRESS_MS));
}

function isTouchDevice(): boolean {
  return typeof window !== 'undefined' && ('ontouchstart' in window || navigator.maxTouchPoints > 0);
}

type Layout = 'portrait' | 'landscape';

export function ImagePreview({ images, index, onIndexChange, onClose }: ImagePreviewProps) {
  const t = useT(previewMessages);
  const [touch] = useState(isTouchDevice);
  const [hintVisible, setHintVisible] = useState(() => touch && images.length > 1 && !isSwipeHintSuppressed());
  const [layout, setLayout] = useState<Layout>('landscape');
  const startX = useRef<number | null>(null);
  const current = images[index];
  const count = images.length;

  const go = (step: 1 | -1) => {
    if (count < 2) return;
    onIndexChange((index + step + count) % count);
  };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight') go(1);
      else if (e.key === 'ArrowLeft') go(-1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const onTouchStart = (e: TouchEvent) => {
    startX.current = e.touches[0]?.clientX ?? null;
  };
  const onTouchMove = (e: TouchEvent) => {
    const x = e.touches[0]?.clientX;
    if (startX.current === null || x === undefined) return;
    if (hintVisible && Math.abs(x - startX.current) >= SWIPE_HINT_DISMISS_PX) {
      setHintVisible(false);
      suppressSwipeHint();
    }
  };
  const onTouchEnd = (e: TouchEvent) => {
    const x = e.changedTouches[0]?.clientX;
    const from = startX.current;
    startX.current = null;
    if (from === null || x === undefined) return;
    const dx = x - from;
    if (Math.abs(dx) >= SWIPE_HINT_DISMISS_PX && hintVisible) {
      setHintVisible(false);
      suppressSwipeHint();
    }
    if (Math.abs(dx) >= SWIPE_CHANGE_PX) go(dx < 0 ? 1 : -1);
  };

  if (!current) return null;
  return (
    <Modal open onClose={onClose} placement="full" label={t.preview.title} className="image-preview-modal">
      <div
        className={`image-preview ${layout}`}
        data-testid="image-preview"
        onTouchStart={onTouchStart}
        onTouchMove={onTouchMove}
        onTouchEnd={onTouchEnd}
      >
        <figure className="preview-figure">
          {/* Keyed by the image: the blurred preImage shows again until each next one has loaded. */}
          <BlurImage
            key={current.image}
            className="preview-frame"
            image={current.image}
            preImage={current.preImage}
            alt={current.caption}
            full
            priority
            imgProps={{ draggable: false }}
            onLoad={(img) => setLayout(img.naturalHeight > img.naturalWidth ? 'portrait' : 'landscape')}
          />
          <figcaption>
            <span>{current.caption}</span>
            {count > 1 && (
              <span className="preview-counter" aria-live="polite">
                {t.preview.counter(index + 1, count)}
              </span>
            )}
          </figcaption>
        </figure>
        {!touch && count > 1 && (
          <>
            <button type="button" className="preview-nav prev" onClick={() => go(-1)} aria-label={t.preview.previous}>
              ‹
            </button>
            <button type="button" className="preview-nav next" onClick={() => go(1)} aria-label={t.preview.next}>
              ›
            </button>
          </>
        )}
        {hintVisible && (
          <p className="swipe-hint" role="status">
            {t.preview.swipeHint}
          </p>
        )}
      </div>
    </Modal>
  );
}
