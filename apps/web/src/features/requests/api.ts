// The requests queue's and the join form's calls (docs/product.md "Requests queue /admin/requests",
// docs/product.md "Joining /join"). An approval changes the directory: every houses read refetches.
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ChangeRequest, ChangeRequestStatus, JoinInput } from '@parish/shared/requests';
import { at } from '@parish/shared/plain/routes/path';
import { requests } from '@parish/shared/plain/routes/requests';
import { houses } from '@parish/shared/plain/routes/houses';
import { api } from '../../lib/api.ts';
import { allOf, keyOf } from '../../lib/query-keys.ts';
import { useInvalidatingMutation } from '../../lib/use-invalidating-mutation.ts';

export interface RequestsPage {
  items: ChangeRequest[];
  total: number;
  page: number;
  pages: number;
}

export interface ApproveAnswer {
  request: ChangeRequest;
  houseId: string | null;
  invitation: { link: string; expiresAt: string } | null;
}

/** GET /api/requests (admin): one page of the queue. */
export function useRequests(status: ChangeRequestStatus, page: number) {
  return useQuery({
    queryKey: keyOf(requests.list, status, page),
    queryFn: ({ signal }) => api<RequestsPage>(at(requests.list, {}, { status, page }), { signal }),
    staleTime: 0,
  });
}

export function useApprove() {
  return useInvalidatingMutation({
    mutationFn: ({
      id,
      ...body
    }: {
      id: string;
      edits?: object;
      overrideConflicts?: boolean;
      ward?: number;
      invite?: boolean;
    }) => api<ApproveAnswer>(at(requests.approve, { id }), { body }),
    invalidates: [allOf(requests.list), allOf(houses.ward)],
  });
}

export function useReject() {
  return useInvalidatingMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api<ChangeRequest>(at(requests.reject, { id }), { body: { reason } }),
    invalidates: [allOf(requests.list)],
  });
}

/** POST /api/join (anyone). */
export function useJoin() {
  return useMutation({
    mutationFn: (input: JoinInput) => api<{ _id: string }>(requests.join, { body: input }),
  });
}
