import { describe, expect, it } from 'vitest';
import { JOB_TABS, JOB_VIEW_MODES, jobTabSchema } from './jobs';

describe('job enumerations', () => {
  it('has the jobs tabs and view modes', () => {
    expect(JOB_TABS).toEqual(['all', 'following', 'favorite', 'myJobs']);
    expect(JOB_VIEW_MODES).toEqual(['pagination', 'infinite']);
    expect(jobTabSchema.safeParse('own').success).toBe(false);
  });
});
