// A masonry grid (docs/product.md "Gallery" and "Business constants"): a column count by the window's
// width, each item placed in the shortest column so far. Item heights are known before any photo loads
// (`ratioOf`, e.g. from the placeholder's header, lib/image-ratio.ts), so the boxes are reserved at once
// and items that arrive with a next page go below the ones shown without moving them.
import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useBoot } from '../lib/boot.tsx';

/** [from width in px, columns], in any order: docs/product.md "Gallery" "2 from 300px, 3 from 500, …". */
export type ColumnBreakpoints = readonly (readonly [number, number])[];

/** The column count at a width: the largest breakpoint not above it; 1 below them all. */
export function columnsAt(width: number, breakpoints: ColumnBreakpoints): number {
  let columns = 1;
  let from = -1;
  for (const [min, count] of breakpoints) {
    if (width >= min && min > from) {
      from = min;
      columns = count;
    }
  }
  return columns;
}

/** Item indexes per column: each item goes into the column whose height is least so far (the leftmost on a tie). */
export function placeInColumns(ratios: readonly number[], columns: number): number[][] {
  const cols: number[][] = Array.from({ length: Math.max(1, columns) }, () => []);
  const heights = cols.map(() => 0);
  ratios.forEach((ratio, index) => {
    let shortest = 0;
    for (let c = 1; c < heights.length; c++) if (heights[c] < heights[shortest] - 1e-9) shortest = c;
    cols[shortest].push(index);
    heights[shortest] += 1 / (ratio > 0 ? ratio : 1);
  });
  return cols;
}

function subscribeToResize(listener: () => void) {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}

/**
 * The window's width; while the server renders and the browser hydrates, the width the server laid
 * the page out for (the browser's `vw` cookie, or a phone's or a desktop's: lib/boot.tsx).
 */
function useWindowWidth(): number {
  const { viewportWidth } = useBoot();
  return useSyncExternalStore(
    subscribeToResize,
    () => window.innerWidth,
    () => viewportWidth,
  );
}

interface MasonryProps<T> {
  items: readonly T[];
  breakpoints: ColumnBreakpoints;
  /** Width ÷ height of an item's box. */
  ratioOf: (item: T) => number;
  keyOf: (item: T) => string;
  /** Renders an item; `index` is its place in `items`. */
  render: (item: T, index: number) => ReactNode;
  /** Gap between columns and items in px (docs/product.md "Gallery": 6). */
  gap?: number;
  className?: string;
  label?: string;
}

export function Masonry<T>({ items, breakpoints, ratioOf, keyOf, render, gap = 6, className, label }: MasonryProps<T>) {
  const width = useWindowWidth();
  const columns = columnsAt(width, breakpoints);
  const ratios = useMemo(() => items.map(ratioOf), [items, ratioOf]);
  const placed = useMemo(() => placeInColumns(ratios, columns), [ratios, columns]);
  return (
    <div
      className={`masonry${className ? ` ${className}` : ''}`}
      data-columns={columns}
      style={{ gap: `${gap}px` }}
      role="list"
      aria-label={label}
    >
      {placed.map((column, c) => (
        <div key={c} className="masonry-column" role="presentation" style={{ gap: `${gap}px` }}>
          {column.map((index) => (
            <div
              key={keyOf(items[index])}
              className="masonry-item"
              role="listitem"
              style={{ aspectRatio: String(ratios[index]) }}
            >
              {render(items[index], index)}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
