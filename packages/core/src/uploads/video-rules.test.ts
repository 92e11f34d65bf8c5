import { describe, expect, it } from 'vitest';
import { SHORT_MAX_SECONDS, VIDEO_MESSAGES, isShort, mediaLengthLimitText } from './video-rules';

describe('isShort', () => {
  it('takes a vertical or square video of up to the limit', () => {
    expect(isShort({ width: 1080, height: 1920, duration: 30 })).toBe(true);
    expect(isShort({ width: 1080, height: 1080, duration: SHORT_MAX_SECONDS })).toBe(true);
  });

  it('refuses a landscape video, a longer one, and one whose size or length is unknown', () => {
    expect(isShort({ width: 1920, height: 1080, duration: 30 })).toBe(false);
    expect(isShort({ width: 1080, height: 1920, duration: SHORT_MAX_SECONDS + 1 })).toBe(false);
    expect(isShort({ height: 1920, duration: 30 })).toBe(false);
    expect(isShort({ width: 1080, height: 1920 })).toBe(false);
  });

  it('is described by the refusal message as vertical or square, with the limit', () => {
    expect(VIDEO_MESSAGES.notAShort).toContain('vertical or square');
    expect(VIDEO_MESSAGES.notAShort).toContain(`${SHORT_MAX_SECONDS} seconds`);
  });
});

describe('mediaLengthLimitText', () => {
  it('says each level’s limit in minutes or hours', () => {
    expect(mediaLengthLimitText('free')).toBe('10 minutes');
    expect(mediaLengthLimitText('pro')).toBe('1 hour');
    expect(mediaLengthLimitText('business')).toBe('3 hours');
  });
});
