// Explore's media tabs and shorts: which call each reads (exploreMedia with its type, or
// exploreShorts), what it is called, and whether its posts have a length to filter by.
import type { MediaSearchType } from '@trestle/core';

export interface MediaTab {
  /** The tab in the address (`?tab=images`). */
  value: 'media' | 'images' | 'videos' | 'gifs' | 'audio' | 'shorts';
  label: string;
  /** exploreMedia's type; null for shorts (exploreShorts). */
  mediaType: MediaSearchType | null;
  /** Videos and sound have a length: the duration filter applies. */
  hasDuration: boolean;
  /** What the tab finds, for its texts ("No images found"). */
  noun: string;
}

export const MEDIA_TABS: readonly MediaTab[] = [
  { value: 'media', label: 'Media', mediaType: 'media', hasDuration: true, noun: 'media' },
  { value: 'images', label: 'Images', mediaType: 'images', hasDuration: false, noun: 'images' },
  { value: 'videos', label: 'Videos', mediaType: 'videos', hasDuration: true, noun: 'videos' },
  { value: 'gifs', label: 'GIFs', mediaType: 'gifs', hasDuration: false, noun: 'GIFs' },
  // The contract calls sound `music` (exploreMedia's type), as the spec's media search does.
  { value: 'audio', label: 'Audio', mediaType: 'music', hasDuration: true, noun: 'audio' },
  { value: 'shorts', label: 'Shorts', mediaType: null, hasDuration: true, noun: 'shorts' },
];
