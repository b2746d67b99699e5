import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { columnsAt, Masonry, placeInColumns, type ColumnBreakpoints } from './masonry.tsx';

const GALLERY: ColumnBreakpoints = [
  [300, 2],
  [500, 3],
  [700, 4],
  [900, 5],
  [1080, 6],
];

describe('columnsAt', () => {
  it('takes the largest breakpoint not above the width, 1 below them all', () => {
    expect([299, 300, 499, 500, 700, 899, 900, 1079, 1080, 2000].map((w) => columnsAt(w, GALLERY))).toEqual([
      1, 2, 2, 3, 4, 4, 5, 5, 6, 6,
    ]);
    expect(
      columnsAt(800, [
        [900, 6],
        [300, 2],
        [500, 3],
      ]),
    ).toBe(3);
  });
});

describe('placeInColumns', () => {
  it('puts each item in the shortest column, the leftmost on a tie', () => {
    // Heights 1/ratio: 1, 0.5, 0.5, 2, …
    expect(placeInColumns([1, 2, 2, 0.5, 1], 2)).toEqual([
      [0, 3],
      [1, 2, 4],
    ]);
    expect(placeInColumns([1, 1, 1], 4)).toEqual([[0], [1], [2], []]);
  });

  it('keeps the places of earlier items when more arrive (a next page)', () => {
    const first = placeInColumns([1, 0.75, 1.5, 1, 0.6], 3);
    const more = placeInColumns([1, 0.75, 1.5, 1, 0.6, 1.2, 0.8], 3);
    first.forEach((column, c) => expect(more[c].slice(0, column.length)).toEqual(column));
  });
});

describe('Masonry', () => {
  it('renders the column count of the window width and reserves each box by its ratio', () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 360 });
    const items = [
      { id: 'a', r: 2 },
      { id: 'b', r: 0.5 },
      { id: 'c', r: 1 },
    ];
    render(
      <Masonry
        items={items}
        breakpoints={GALLERY}
        ratioOf={(i) => i.r}
        keyOf={(i) => i.id}
        render={(i) => <span>{i.id}</span>}
        label="photos"
      />,
    );
    const grid = screen.getByRole('list', { name: 'photos' });
    expect(grid.dataset.columns).toBe('2');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a', 'c', 'b']);
    expect(screen.getByText('b').parentElement?.style.aspectRatio).toBe('0.5');
    act(() => {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1100 });
      window.dispatchEvent(new Event('resize'));
    });
    expect(grid.dataset.columns).toBe('6');
  });
});
