import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ml } from '../i18n/ml.ts';
import { ApiClientError } from '../lib/api.ts';
import { dismissToast, getToasts } from '../lib/toast.ts';
import { useDeleteFlow, type DeleteFlowOptions } from './delete-flow.tsx';
import { kitMessages } from '../i18n/kit.ts';
import { useInvalidatingMutation } from '../lib/use-invalidating-mutation.ts';

const MEMBER_DELETED = 'അംഗത്തെ നീക്കം ചെയ്തു';
const familyDeleted = (house: string) => `${house} കുടുംബത്തെ നീക്കം ചെയ്തു`;

interface Row {
  _id: string;
  name: string;
}
const ROW: Row = { _id: 'r1', name: 'ജോസ്' };

afterEach(() => {
  for (const t of getToasts()) dismissToast(t.id);
});

const user = userEvent.setup({ delay: null });

function List({
  options,
  load,
}: {
  options: Omit<DeleteFlowOptions<Row>, 'question' | 'successText' | 'what'> & Partial<DeleteFlowOptions<Row>>;
  load: () => Promise<Row[]>;
}) {
  const rows = useQuery({ queryKey: ['rows'], queryFn: load });
  // As every screen does: `remove` is a delete mutation that invalidates the list (the flow does not).
  const del = useInvalidatingMutation({
    mutationFn: (r: Row) => options.remove?.(r) ?? Promise.resolve(),
    invalidates: [['rows']],
  });
  const flow = useDeleteFlow<Row>({
    question: ml.common.confirmDelete,
    successText: MEMBER_DELETED,
    what: (r, g) => g.member(r.name, 'തെക്കേടത്ത്'),
    ...options,
    remove: del.mutateAsync,
  });
  return (
    <>
      {rows.data?.map((r) => (
        <button key={r._id} type="button" onClick={() => flow.ask(r)}>
          {r.name}
        </button>
      ))}
      {flow.dialog}
    </>
  );
}

function renderList(options: Parameters<typeof List>[0]['options']) {
  const load = vi.fn(() => Promise.resolve([ROW]));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <List options={options} load={load} />
    </QueryClientProvider>,
  );
  return load;
}

describe('useDeleteFlow (docs/product.md "Delete dialogs")', () => {
  it("asks, shows 'Deleting..' while busy, then closes, toasts the given text and refetches the list", async () => {
    let finish: () => void = () => {};
    const remove = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const load = renderList({ remove });
    await user.click(await screen.findByRole('button', { name: ROW.name }));
    expect(screen.getByRole('dialog', { name: ml.common.confirmDelete })).toBeTruthy();
    // It says what goes, by name.
    expect(screen.getByTestId('confirm-what').textContent).toBe('നീക്കുന്നത്: തെക്കേടത്ത് കുടുംബത്തിലെ അംഗം ജോസ്');
    await user.click(screen.getByRole('button', { name: ml.common.yes }));
    expect(remove).toHaveBeenCalledWith(ROW);
    expect(screen.getByRole('button', { name: ml.common.deleting })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: ml.common.no })).toHaveProperty('disabled', true);
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(getToasts().map((t) => [t.kind, t.message])).toEqual([['success', MEMBER_DELETED]]);
    // Refreshed once, by the mutation: the flow does not refetch again.
    expect(load).toHaveBeenCalledTimes(2);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("the board's question and a success text naming the item are arguments", async () => {
    renderList({
      remove: () => Promise.resolve(),
      question: kitMessages.ml.kit.sureToDelete,
      successText: (r) => familyDeleted(r.name),
    });
    await user.click(await screen.findByRole('button', { name: ROW.name }));
    expect(screen.getByRole('dialog', { name: kitMessages.ml.kit.sureToDelete })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: ml.common.yes }));
    expect(getToasts()[0]?.message).toBe(familyDeleted(ROW.name));
  });

  it('on failure shows the given text, keeps the dialog open to retry, and refetches nothing', async () => {
    const load = renderList({
      remove: () => Promise.reject(new Error('boom')),
      failureText: () => ml.common.deleteFailed,
    });
    await user.click(await screen.findByRole('button', { name: ROW.name }));
    await user.click(screen.getByRole('button', { name: ml.common.yes }));
    expect((await screen.findByRole('alert')).textContent).toBe(ml.common.deleteFailed);
    expect(screen.getByRole('dialog', { name: ml.common.confirmDelete })).toBeTruthy();
    expect(screen.getByRole('button', { name: ml.common.yes })).toHaveProperty('disabled', false);
    expect(getToasts()).toEqual([]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("by default says the server's reason in Malayalam by its code (409), and can toast it too", async () => {
    renderList({
      remove: () => Promise.reject(new ApiClientError(409, 'conflict', 'Head of household has members')),
      toastFailure: true,
    });
    await user.click(await screen.findByRole('button', { name: ROW.name }));
    await user.click(screen.getByRole('button', { name: ml.common.yes }));
    expect((await screen.findByRole('alert')).textContent).toBe(kitMessages.ml.kit.deleteConflict);
    expect(getToasts().map((t) => [t.kind, t.message])).toEqual([['error', kitMessages.ml.kit.deleteConflict]]);
  });
});
