import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-services';
import { renderApp } from '../../../test/render-app';
import { groupRef } from '../groups/groups-fixtures';

const ANA_ID = '0190b3c2-0000-7000-8000-0000000000a1';
const profile = {
  id: ANA_ID,
  username: 'ana',
  accountType: 'personal',
  general: { displayName: 'Ana Builder', avatar: null },
  profession: [],
  links: [],
  works: [],
  gallery: [],
  company: null,
  note: null,
  levels: [],
  subscriptions_current: false,
  followersCount: 0,
  followingCount: 0,
  postsCount: 0,
  followedByMe: false,
  followsMe: false,
  mutedByMe: false,
  blockedByMe: false,
  canMessage: false,
  pinnedPost: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe("a profile's groups tab", () => {
  it('lists the groups by role bucket (groupList, owner, moderator, member)', async () => {
    const asked: (string | null)[] = [];
    renderApp('/profile/ana', {
      'GET /api/user/profile-by-name/ana': () => json(200, profile),
      [`GET /api/user/newsfeed/${ANA_ID}`]: () => json(200, { items: [] }),
      [`GET /api/user/profile/${ANA_ID}/groups`]: (request) => {
        const ownership = new URL(request.url).searchParams.get('ownership');
        asked.push(ownership);
        return ownership === 'member'
          ? json(200, { items: [] })
          : json(200, { items: [{ group: groupRef(4, 'Roofers'), role: 'owner' }] });
      },
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Groups' }));
    const card = await screen.findByRole('article', { name: 'Roofers' });
    expect(within(card).getByText('Owner')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Member' }));
    expect(
      await screen.findByText('Ana Builder is not a member of any group you can see.'),
    ).toBeTruthy();
    expect(asked).toEqual(['all', 'member']);
  });
});
