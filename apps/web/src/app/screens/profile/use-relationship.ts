import { useState } from 'react';
import { useServices } from '../../services-context';
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
  const [busy, setBusy] = useState<RelationshipAction | null>(null);

  async function run(action: RelationshipAction): Promise<boolean> {
    setBusy(action);
    try {
      const { response } = await services.client.api.POST(PATHS[action], {
        params: { path: { id: personId } },
      });
      return response.ok;
    } catch {
      return false;
    } finally {
      setBusy(null);
    }
  }
  return { busy, run };
}
