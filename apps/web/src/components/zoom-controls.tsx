// The text-size buttons of /history and the FAQ overlay (docs/product.md "History" and "Validation"): A−
// and A+, each disabled where the shared rule does not offer it. The labels come from the screen's
// messages.
import type { TextZoom } from '../lib/use-text-zoom.ts';

interface ZoomControlsProps {
  zoom: TextZoom;
  increaseLabel: string;
  decreaseLabel: string;
  /** Names the group ("text size"). */
  label: string;
}

export function ZoomControls({ zoom, increaseLabel, decreaseLabel, label }: ZoomControlsProps) {
  return (
    <div className="zoom-controls" role="group" aria-label={label} data-size={zoom.size}>
      <button
        type="button"
        className="button small zoom-out"
        onClick={zoom.decrease}
        disabled={!zoom.canDecrease}
        aria-label={decreaseLabel}
      >
        A−
      </button>
      <button
        type="button"
        className="button small zoom-in"
        onClick={zoom.increase}
        disabled={!zoom.canIncrease}
        aria-label={increaseLabel}
      >
        A+
      </button>
    </div>
  );
}
