// The join link (docs/product.md "Join link /join/{token}"): its state, and the account it makes.
import { useMutation, useQuery } from '@tanstack/react-query';
import type { UserInfo } from '@parish/shared/auth';
import type { JoinLink, RedeemInvitation } from '@parish/shared/invitations';
import { at } from '@parish/shared/plain/routes/path';
import { invitations } from '@parish/shared/plain/routes/invitations';
import { api } from '../../../lib/api.ts';
import { setUserInfo } from '../../../lib/auth-store.ts';
import { keyOf } from '../../../lib/query-keys.ts';

/** GET /api/join/{token} (public): valid, expired, used or revoked, and the family's house name while valid. */
export function useJoinLink(token: string) {
  return useQuery({
    queryKey: keyOf(invitations.open, token),
    queryFn: ({ signal }) => api<JoinLink>(at(invitations.open, { token }), { signal }),
    staleTime: 0,
    // A 404 (no such link) is an answer, not a failure to retry.
    retry: false,
  });
}

/** POST /api/join/{token}: the family account, signed in at once. */
export function useRedeem(token: string) {
  return useMutation({
    mutationFn: async (body: RedeemInvitation) => {
      const { userInfo } = await api<{ userInfo: UserInfo }>(at(invitations.redeem, { token }), { body });
      setUserInfo(userInfo);
      return userInfo;
    },
  });
}
