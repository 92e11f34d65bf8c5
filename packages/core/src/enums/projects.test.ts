import { describe, expect, it } from 'vitest';
import {
  LISTING_STATUSES,
  MODERATION_DECISIONS,
  MODERATOR_PROJECT_TABS,
  PROJECT_CATEGORIES,
  PROJECT_TABS,
  PROJECT_VIEW_MODES,
  projectCategorySchema,
} from './projects';

describe('project enumerations', () => {
  it('has the 13 project categories', () => {
    expect(PROJECT_CATEGORIES).toHaveLength(13);
    expect(PROJECT_CATEGORIES).toEqual([
      'residential',
      'commercial',
      'industrial',
      'infrastructure',
      'specialty',
      'institutional',
      'agricultural',
      'energy',
      'transportation',
      'environmental',
      'maintenance',
      'modular',
      'sports',
    ]);
    expect(projectCategorySchema.safeParse('mining').success).toBe(false);
  });

  it('has the status, tabs, view modes and moderation decisions', () => {
    expect(LISTING_STATUSES).toEqual(['opened', 'closed']);
    expect(PROJECT_TABS).toEqual([
      'all',
      'following',
      'favorite',
      'own',
      'searches',
      'inactive',
      'flagged',
    ]);
    expect(MODERATOR_PROJECT_TABS).toEqual(['inactive', 'flagged']);
    expect(PROJECT_VIEW_MODES).toEqual(['infinite', 'pagination', 'map']);
    expect(MODERATION_DECISIONS).toEqual(['approved', 'review']);
  });
});
