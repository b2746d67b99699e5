// A family's invitations on the admin ward page (docs/product.md "Family invitations"): the list,
// a new link, a revocation. Their domain is `invitations`: a write refetches the family's list only.
import { useQuery } from '@tanstack/react-query';
import type { Invitation, InvitationCreate, NewInvitation } from '@parish/shared/invitations';
import { at } from '@parish/shared/plain/routes/path';
import { invitations } from '@parish/shared/plain/routes/invitations';
import { api } from '../../../lib/api.ts';
import { allOf, keyOf } from '../../../lib/query-keys.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';

/** GET /api/houses/{id}/invitations (admin). */
export function useInvitations(houseId: string) {
  return useQuery({
    queryKey: keyOf(invitations.list, houseId),
    queryFn: ({ signal }) => api<Invitation[]>(at(invitations.list, { id: houseId }), { signal }),
    staleTime: 0,
  });
}

/** POST /api/houses/{id}/invitations (admin): the link, shown once. */
export function useCreateInvitation() {
  return useInvalidatingMutation({
    mutationFn: ({ houseId, input }: { houseId: string; input: InvitationCreate }) =>
      api<NewInvitation>(at(invitations.create, { id: houseId }), { body: input }),
    invalidates: [allOf(invitations.list)],
  });
}

/** DELETE /api/invitations/{id} (admin). */
export function useRevokeInvitation() {
  return useInvalidatingMutation({
    mutationFn: (id: string) => api<Invitation>(at(invitations.revoke, { id })),
    invalidates: [allOf(invitations.list)],
  });
}
