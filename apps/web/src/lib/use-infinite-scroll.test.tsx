import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_TRIGGER_PX } from '@parish/shared/plain/constants';
import { useInfiniteScroll, type InfiniteScrollOptions } from './use-infinite-scroll.ts';

/** A stand-in IntersectionObserver the test drives. */
class FakeObserver {
  static live: FakeObserver[] = [];
  observed: Element[] = [];
  constructor(
    readonly callback: (entries: { isIntersecting: boolean }[]) => void,
    readonly options: { rootMargin?: string },
  ) {
    FakeObserver.live.push(this);
  }
  observe(el: Element) {
    this.observed.push(el);
  }
  disconnect() {
    FakeObserver.live = FakeObserver.live.filter((o) => o !== this);
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
}

beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeObserver));
afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.live = [];
});

function List(props: InfiniteScrollOptions) {
  const sentinel = useInfiniteScroll(props);
  return <div ref={sentinel} data-testid="sentinel" />;
}

/** The sentinel comes within reach (or leaves it), as the browser would report. */
function intersect(isIntersecting = true) {
  act(() => {
    for (const o of [...FakeObserver.live]) o.callback([{ isIntersecting }]);
  });
}

describe('useInfiniteScroll (docs/product.md "Ward page": next page 100 px from the bottom)', () => {
  it('watches the sentinel with a 100 px margin below the screen and loads when it comes within reach', () => {
    const onLoadMore = vi.fn(() => new Promise(() => {}));
    render(<List hasMore loading={false} onLoadMore={onLoadMore} />);
    expect(FakeObserver.live).toHaveLength(1);
    expect(FakeObserver.live[0].options.rootMargin).toBe(`0px 0px ${SCROLL_TRIGGER_PX}px 0px`);
    intersect(false);
    expect(onLoadMore).not.toHaveBeenCalled();
    intersect();
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('one load per intersection: a second report while the first load runs starts nothing', async () => {
    let finish: () => void = () => {};
    const onLoadMore = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    render(<List hasMore loading={false} onLoadMore={onLoadMore} />);
    intersect();
    intersect();
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    intersect();
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('does not watch while a page is loading, nor when no pages remain', () => {
    const onLoadMore = vi.fn();
    const { rerender } = render(<List hasMore loading onLoadMore={onLoadMore} />);
    expect(FakeObserver.live).toHaveLength(0);
    intersect();
    rerender(<List hasMore={false} loading={false} onLoadMore={onLoadMore} />);
    expect(FakeObserver.live).toHaveLength(0);
    intersect();
    expect(onLoadMore).not.toHaveBeenCalled();
    rerender(<List hasMore loading={false} onLoadMore={onLoadMore} />);
    intersect();
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });
});
