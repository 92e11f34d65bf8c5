import { describe, expect, it } from 'vitest';
import { initialVideoUploads, removeVideoUpload, startVideoUpload } from './video-uploads';

describe('video upload limit flag', () => {
  it('is not set by the first two uploads', () => {
    const two = startVideoUpload(startVideoUpload(initialVideoUploads, 'a'), 'b');
    expect(two).toEqual({ uploading: ['a', 'b'], limitReached: false });
  });

  it('is set when a third upload starts with two in progress', () => {
    const three = startVideoUpload(
      startVideoUpload(startVideoUpload(initialVideoUploads, 'a'), 'b'),
      'c',
    );
    expect(three).toEqual({ uploading: ['a', 'b', 'c'], limitReached: true });
  });

  it('is cleared when a removal leaves three or fewer', () => {
    let state = initialVideoUploads;
    for (const id of ['a', 'b', 'c', 'd']) state = startVideoUpload(state, id);
    expect(state.limitReached).toBe(true);
    const three = removeVideoUpload(state, 'a');
    expect(three).toEqual({ uploading: ['b', 'c', 'd'], limitReached: false });
  });

  it('stays set when a removal leaves more than three', () => {
    let state = initialVideoUploads;
    for (const id of ['a', 'b', 'c', 'd', 'e']) state = startVideoUpload(state, id);
    expect(removeVideoUpload(state, 'a').limitReached).toBe(true);
  });

  it('ignores the removal of an unknown upload except for the flag rule', () => {
    const state = { uploading: ['a'], limitReached: false };
    expect(removeVideoUpload(state, 'zzz')).toEqual(state);
  });
});
