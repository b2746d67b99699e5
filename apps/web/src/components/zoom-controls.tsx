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
  const buttons = [
    { name: 'zoom-out', text: 'A−', onClick: zoom.decrease, disabled: !zoom.canDecrease, label: decreaseLabel },
    { name: 'zoom-in', text: 'A+', onClick: zoom.increase, disabled: !zoom.canIncrease, label: increaseLabel },
  ];
  return (
    <div className="zoom-controls" role="group" aria-label={label} data-size={zoom.size}>
      {buttons.map((b) => (
        <button
          key={b.name}
          type="button"
          className={`button small ${b.name}`}
          onClick={b.onClick}
          disabled={b.disabled}
          aria-label={b.label}
        >
          {b.text}
        </button>
      ))}
    </div>
  );
}
