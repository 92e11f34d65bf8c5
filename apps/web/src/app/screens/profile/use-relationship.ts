import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../services-context';
import { queryKeys } from '../../shared/query-keys';
import type { ProfileItem } from './types';

export type RelationshipAction = 'follow' | 'unfollow' | 'mute' | 'unmute' | 'block' | 'unblock';

const PATHS = {
  follow: '/user/{id}/follow',
  unfollow: '/user/{id}/unfollow',
  mute: '/user/{id}/mute',
  unmute: '/user/{id}/unmute',
  block: '/user/{id}/block',
  unblock: '/user/{id}/unblock',
} as const;

/** What an action changes on the profile shown, once the server said yes. */
export function applyRelationship(profile: ProfileItem, action: RelationshipAction): ProfileItem {
  switch (action) {
    case 'follow':
      return profile.followedByMe
        ? profile
        : { ...profile, followedByMe: true, followersCount: profile.followersCount + 1 };
    case 'unfollow':
      return profile.followedByMe
        ? {
            ...profile,
            followedByMe: false,
            followersCount: Math.max(0, profile.followersCount - 1),
          }
        : profile;
    case 'mute':
      return { ...profile, mutedByMe: true };
    case 'unmute':
      return { ...profile, mutedByMe: false };
    case 'block':
      // A block removes follows both ways and hides the posts (the contract's blockUser).
      return {
        ...profile,
        blockedByMe: true,
        followedByMe: false,
        followsMe: false,
        pinnedPost: null,
        followersCount: Math.max(0, profile.followersCount - (profile.followedByMe ? 1 : 0)),
      };
    case 'unblock':
      return { ...profile, blockedByMe: false };
  }
}

/**
 * Follow, mute and block a person: one call at a time, `busy` names the running one. Resolves
 * true when the server agreed (failures are already shown in a toast by the client).
 */
export function useRelationship(personId: string) {
  const services = useServices();
  const queries = useQueryClient();
  const relationship = useMutation({
    mutationFn: async (action: RelationshipAction) => {
      const { response } = await services.client.api.POST(PATHS[action], {
        params: { path: { id: personId } },
      });
      return response.ok;
    },
    onSuccess: (agreed) => {
      // The profile shown applies the change itself; profiles cached earlier are read again
      // when next opened.
      if (agreed) {
        void queries.invalidateQueries({ queryKey: queryKeys.profiles(), refetchType: 'none' });
      }
    },
  });

  async function run(action: RelationshipAction): Promise<boolean> {
    try {
      return await relationship.mutateAsync(action);
    } catch {
      return false;
    }
  }
  const busy = relationship.isPending ? (relationship.variables ?? null) : null;
  return { busy, run };
}
