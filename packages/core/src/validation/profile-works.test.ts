import { describe, expect, it } from 'vitest';
import {
  canAddWork,
  checkWorkDrafts,
  EMPTY_WORK_DRAFT,
  galleryBody,
  galleryRoomFor,
  isGalleryVideo,
  PROFILE_GALLERY_CAPTION_MAX,
  PROFILE_GALLERY_MAX,
  PROFILE_WORK_MESSAGES,
  PROFILE_WORKS_MAX,
  workDraftOf,
} from './profile-works';

const draft = (fields: Partial<typeof EMPTY_WORK_DRAFT>) => ({ ...EMPTY_WORK_DRAFT, ...fields });

describe('works', () => {
  it('turns rows into the contract’s works: trimmed, blanks left out, the picture kept', () => {
    expect(
      checkWorkDrafts([
        draft({ title: '  Riverside bridge ', description: ' Steel, 120 m ', year: ' 2024 ' }),
        draft({ title: 'Old mill', image: 'mill.jpg' }),
      ]),
    ).toEqual({
      ok: true,
      works: [
        { title: 'Riverside bridge', description: 'Steel, 120 m', year: 2024 },
        { title: 'Old mill', image: 'mill.jpg' },
      ],
    });
    expect(checkWorkDrafts([])).toEqual({ ok: true, works: [] });
  });

  it('gives each row its own errors: a title, a year in range, a description not too long', () => {
    const result = checkWorkDrafts([
      draft({ title: 'Fine' }),
      draft({ title: '   ', year: '1899' }),
      draft({ title: 'x'.repeat(201), year: '20x4', description: 'y'.repeat(2001) }),
      draft({ title: 'Edge', year: '2100' }),
    ]);
    expect(result).toEqual({
      ok: false,
      errors: [
        {},
        { title: PROFILE_WORK_MESSAGES.title, year: PROFILE_WORK_MESSAGES.year },
        {
          title: PROFILE_WORK_MESSAGES.titleTooLong,
          year: PROFILE_WORK_MESSAGES.year,
          description: PROFILE_WORK_MESSAGES.descriptionTooLong,
        },
        {},
      ],
    });
  });

  it('reads stored works back into rows, and caps how many there may be', () => {
    expect(workDraftOf({ title: 'Mill', year: 1990, image: null })).toEqual({
      title: 'Mill',
      description: '',
      year: '1990',
      image: null,
    });
    expect(canAddWork(PROFILE_WORKS_MAX - 1)).toBe(true);
    expect(canAddWork(PROFILE_WORKS_MAX)).toBe(false);
  });
});

describe('gallery', () => {
  it('takes only as many picked files as there is room for', () => {
    expect(galleryRoomFor(0, 3)).toBe(3);
    expect(galleryRoomFor(PROFILE_GALLERY_MAX - 2, 5)).toBe(2);
    expect(galleryRoomFor(PROFILE_GALLERY_MAX, 1)).toBe(0);
  });

  it('sends captions trimmed and cut, leaving blank ones out', () => {
    expect(
      galleryBody([
        { file: 'a.jpg', caption: '  Roof truss ' },
        { file: 'b.jpg', caption: '   ' },
        { file: 'c.jpg' },
        { file: 'd.jpg', caption: 'z'.repeat(400) },
      ]),
    ).toEqual([
      { file: 'a.jpg', caption: 'Roof truss' },
      { file: 'b.jpg' },
      { file: 'c.jpg' },
      { file: 'd.jpg', caption: 'z'.repeat(PROFILE_GALLERY_CAPTION_MAX) },
    ]);
  });

  it('tells videos from pictures by the stored name', () => {
    expect(isGalleryVideo('0190.mp4')).toBe(true);
    expect(isGalleryVideo('0190.MOV')).toBe(true);
    expect(isGalleryVideo('0190.webp')).toBe(false);
  });
});
