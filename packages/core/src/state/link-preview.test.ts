import { describe, expect, it } from 'vitest';
import {
  linkPreviewFailed,
  linkPreviewLoaded,
  linkPreviewRemoved,
  linkPreviewRequested,
} from './link-preview';

const url = 'https://example.com';
const data = { title: 'Example' };

describe('link preview store', () => {
  it('marks a requested preview as loading', () => {
    expect(linkPreviewRequested({}, url)[url]).toEqual({
      loading: true,
      data: null,
      error: false,
      removed: false,
    });
  });

  it('stores the fetched data', () => {
    const store = linkPreviewLoaded(linkPreviewRequested({}, url), url, data);
    expect(store[url]).toEqual({ loading: false, data, error: false, removed: false });
  });

  it('stores an error marker when the fetch fails', () => {
    const store = linkPreviewFailed(linkPreviewRequested({}, url), url);
    expect(store[url]).toEqual({ loading: false, data: null, error: true, removed: false });
  });

  it('sets the removed flag and keeps the data', () => {
    const store = linkPreviewRemoved(linkPreviewLoaded({}, url, data), url);
    expect(store[url]).toEqual({ loading: false, data, error: false, removed: true });
  });

  it('leaves other URLs alone', () => {
    const store = linkPreviewLoaded({}, 'https://other.test', data);
    expect(linkPreviewFailed(store, url)['https://other.test']).toBe(store['https://other.test']);
  });
});
