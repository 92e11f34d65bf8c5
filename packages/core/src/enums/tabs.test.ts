import { describe, expect, it } from 'vitest';
import {
  DIRECTORY_TABS,
  EXPLORE_POST_SUBTYPES,
  EXPLORE_TABS,
  MEDIA_SEARCH_TYPES,
  MESSAGE_SEARCH_TABS,
  NOTIFICATION_TABS,
} from './tabs';

describe('tab enumerations', () => {
  it('has the notification tabs', () => {
    expect(NOTIFICATION_TABS).toEqual([
      'all',
      'replies',
      'mentions',
      'reposts',
      'reactions',
      'follows',
    ]);
  });

  it('has the explore tabs and the 14 post subtypes', () => {
    expect(EXPLORE_TABS).toEqual(['groups', 'topics', 'people', 'channels', 'rss']);
    expect(EXPLORE_POST_SUBTYPES).toHaveLength(14);
    expect(EXPLORE_POST_SUBTYPES).toContain('videos_full');
    expect(EXPLORE_POST_SUBTYPES).toContain('shorts');
  });

  it('has the media search types, directory tabs and message search tabs', () => {
    expect(MEDIA_SEARCH_TYPES).toEqual(['media', 'music', 'images', 'videos', 'gifs']);
    expect(DIRECTORY_TABS).toEqual(['all', 'following', 'favorite', 'own']);
    expect(MESSAGE_SEARCH_TABS).toEqual(['people', 'messages']);
  });
});
