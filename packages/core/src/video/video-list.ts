// The video column's list (spec section 9: the video list's filter defaults to recent).
import type { Chronology } from '../enums/search-filters';

export const DEFAULT_VIDEO_CHRONOLOGY: Chronology = 'recent';
