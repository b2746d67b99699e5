import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createMemoryRouter, Link, RouterProvider, useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { DEPARTED_PAGE_SIZE } from '@parish/shared/plain/constants';
import { ApiClientError } from './api.ts';
import { useLoadError } from './use-load-error.ts';
import { nextPageNumber, usePagedQuery } from './use-paged-query.ts';
import { useInvalidatingMutation } from './use-invalidating-mutation.ts';

function withClient() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe('usePagedQuery ({ items, total } pages)', () => {
  it('a next page while ceil(total / pageSize) exceeds the pages loaded (docs/product.md "Departed")', () => {
    const page = (n: number, total: number) => ({ items: Array.from({ length: n }, (_, i) => i), total });
    expect(nextPageNumber(page(12, 25), 1, DEPARTED_PAGE_SIZE)).toBe(2);
    expect(nextPageNumber(page(12, 25), 2, DEPARTED_PAGE_SIZE)).toBe(3);
    expect(nextPageNumber(page(1, 25), 3, DEPARTED_PAGE_SIZE)).toBeUndefined();
    expect(nextPageNumber(page(12, 24), 2, DEPARTED_PAGE_SIZE)).toBeUndefined();
    expect(nextPageNumber(page(0, 0), 1, DEPARTED_PAGE_SIZE)).toBeUndefined();
    // The ward page carries its own size (a sixth of the ward).
    expect(nextPageNumber({ ...page(3, 17), pageSize: 3 }, 5)).toBe(6);
    expect(nextPageNumber({ ...page(2, 17), pageSize: 3 }, 6)).toBeUndefined();
  });

  it('loads page 1, flattens items, derives hasMore and total, and fetches page 2 next', async () => {
    const fetchPage = vi.fn((page: number) => Promise.resolve({ items: page === 1 ? ['a', 'b'] : ['c'], total: 3 }));
    const { result } = renderHook(() => usePagedQuery<string>({ queryKey: ['t'], fetchPage, pageSize: 2 }), {
      wrapper: withClient(),
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect([result.current.items, result.current.total, result.current.hasMore]).toEqual([['a', 'b'], 3, true]);
    await act(async () => {
      await result.current.fetchNextPage();
    });
    expect(fetchPage.mock.calls.map((c) => c[0])).toEqual([1, 2]);
    // The hook re-renders with page 2 on a later tick than fetchNextPage resolves.
    await waitFor(() => expect([result.current.items, result.current.hasMore]).toEqual([['a', 'b', 'c'], false]));
  });
});

describe('One refresh rule (docs/decisions.md): the save refreshes the list, the way back carries no state', () => {
  it('an editor that saves and goes back to the list: the list reads once more and shows the save', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
    let rows = ['old'];
    const load = vi.fn(() => Promise.resolve(rows));
    function List() {
      const list = useQuery({ queryKey: ['rows', 'list'], queryFn: load });
      return (
        <>
          <output>{list.data?.join()}</output>
          <Link to="/editor">add</Link>
        </>
      );
    }
    function Editor() {
      const navigate = useNavigate();
      const save = useInvalidatingMutation({
        mutationFn: (row: string) => {
          rows = [...rows, row];
          return Promise.resolve();
        },
        invalidates: [['rows']],
      });
      const onSave = async () => {
        await save.mutateAsync('new');
        await navigate('/list', { replace: true });
      };
      return (
        <button type="button" onClick={() => void onSave()}>
          save
        </button>
      );
    }
    const router = createMemoryRouter(
      [
        { path: '/list', element: <List /> },
        { path: '/editor', element: <Editor /> },
      ],
      { initialEntries: ['/list'] },
    );
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('old'));
    await act(async () => screen.getByRole('link').click());
    await act(async () => screen.getByRole('button').click());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('old,new'));
    expect(router.state.location.state).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

function LoadErrorScreen({ error }: { error: unknown }) {
  useLoadError(error);
  return null;
}

describe('useLoadError (docs/product.md "Errors": list load errors go to the shared handler)', () => {
  it('sends a load error to /notFound with its state once, however often the screen renders', async () => {
    const error = new ApiClientError(500, 'internal_error', 'Database down');
    const router = createMemoryRouter(
      [
        { path: '/departed', element: <LoadErrorScreen error={error} /> },
        { path: '/notFound', element: <p>not found</p> },
      ],
      { initialEntries: ['/departed'] },
    );
    const push = vi.spyOn(router, 'navigate');
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(router.state.location.pathname).toBe('/notFound'));
    expect(push).toHaveBeenCalledTimes(1);
    expect(router.state.location.state).toMatchObject({ status: 500, error: 'Database down', pathname: '/departed' });
  });

  it('does nothing without an error', async () => {
    const router = createMemoryRouter([{ path: '/departed', element: <LoadErrorScreen error={null} /> }], {
      initialEntries: ['/departed'],
    });
    render(<RouterProvider router={router} />);
    await act(async () => {});
    expect(router.state.location.pathname).toBe('/departed');
  });
});
