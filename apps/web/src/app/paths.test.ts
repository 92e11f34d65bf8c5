import { describe, expect, it } from 'vitest';
import { AREAS } from './areas';
import {
  chatIdFromPath,
  isNotificationsPath,
  profileNameFromPath,
  safeNextPath,
  signInPathFor,
} from './paths';

describe('path rules', () => {
  it('recognises the notifications page by the word "notification" in the path', () => {
    expect(isNotificationsPath('/notifications')).toBe(true);
    expect(isNotificationsPath('/notifications/mentions')).toBe(true);
    expect(isNotificationsPath('/user/notification')).toBe(true);
    expect(isNotificationsPath('/messages')).toBe(false);
  });

  it('takes the active chat id from the path after /messages/', () => {
    expect(chatIdFromPath('/messages/42')).toBe('42');
    expect(chatIdFromPath('/messages/a%20b/')).toBe('a b');
    expect(chatIdFromPath('/messages')).toBeNull();
    expect(chatIdFromPath('/messages/')).toBeNull();
    expect(chatIdFromPath('/messages/42/extra')).toBeNull();
  });

  it('only returns to paths on this site after sign-in, never to an auth screen', () => {
    expect(safeNextPath('/projects?tab=own#top')).toBe('/projects?tab=own#top');
    expect(safeNextPath(null)).toBe('/');
    expect(safeNextPath('https://evil.example/')).toBe('/');
    expect(safeNextPath('//evil.example/')).toBe('/');
    expect(safeNextPath('/\\evil.example')).toBe('/');
    expect(safeNextPath('/sign-in?next=/x')).toBe('/');
    expect(safeNextPath('/verify?token=1')).toBe('/');
    expect(signInPathFor('/jobs')).toBe('/sign-in?next=%2Fjobs');
    expect(signInPathFor('/')).toBe('/sign-in');
  });

  it('marks exactly one navigation area as current for each area path', () => {
    for (const area of AREAS) {
      const current = AREAS.filter((candidate) => candidate.matches(area.path));
      expect(current.map((a) => a.key)).toEqual([area.key]);
    }
    expect(AREAS.filter((a) => a.matches('/messages/42')).map((a) => a.key)).toEqual(['messages']);
    expect(AREAS.filter((a) => a.matches('/user/notifications')).map((a) => a.key)).toEqual([
      'notifications',
    ]);
  });
});

describe('profileNameFromPath', () => {
  it('reads the username of a profile address only', () => {
    expect(profileNameFromPath('/profile/dana')).toBe('dana');
    expect(profileNameFromPath('/profile/dana/')).toBe('dana');
    expect(profileNameFromPath('/profile')).toBeNull();
    expect(profileNameFromPath('/profile/dana/followers')).toBeNull();
    expect(profileNameFromPath('/profile/%E0%A4%A')).toBeNull();
  });
});
