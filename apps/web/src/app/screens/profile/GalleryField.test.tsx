import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PROFILE_GALLERY_MAX, type ProfileGalleryItem } from '@trestle/core';
import { pngFile, scriptedUploads, storedPng } from '../../compose/compose-test-kit';
import { ServicesProvider } from '../../services-context';
import { fakeServices } from '../../../test/fake-services';
import { GalleryField } from './GalleryField';

/** The field with its own state, as the form holds it; `seen` gets every gallery it shows. */
function renderGallery(start: ProfileGalleryItem[] = []) {
  const uploads = scriptedUploads();
  const fake = fakeServices();
  const busy = vi.fn<(busy: boolean) => void>();
  const seen: ProfileGalleryItem[][] = [];
  function Harness() {
    const [items, setItems] = useState(start);
    seen.push(items);
    return (
      <GalleryField items={items} onChange={setItems} onBusyChange={busy} upload={uploads.upload} />
    );
  }
  render(
    <ServicesProvider services={fake.services}>
      <Harness />
    </ServicesProvider>,
  );
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  const pick = (...files: File[]) => fireEvent.change(input, { target: { files } });
  return { uploads, busy, seen, pick, input, fake, last: () => seen[seen.length - 1]! };
}

describe('the gallery on edit profile', () => {
  it('uploads picked pictures with progress; each joins the gallery when stored', async () => {
    const { uploads, busy, pick, last } = renderGallery();
    expect(screen.getByText(/No pictures yet/)).toBeTruthy();
    pick(pngFile('a.png'), pngFile('b.png'));
    expect(uploads.transfers).toHaveLength(2);
    expect(busy).toHaveBeenLastCalledWith(true);
    act(() => uploads.transfers[0]!.progress(0.4));
    const bar = screen.getByRole('progressbar', { name: 'Upload of a.png' }) as HTMLProgressElement;
    expect(bar.value).toBe(0.4);
    expect(screen.getByText('Uploading 40%')).toBeTruthy();

    await act(async () => uploads.transfers[0]!.resolve(storedPng('a')));
    const list = screen.getByRole('list', { name: 'Pictures in your gallery' });
    expect(within(list).getByRole('group', { name: 'Picture 1' })).toBeTruthy();
    expect(last()).toEqual([{ file: 'a.png', caption: '' }]);
    expect(screen.queryByRole('progressbar', { name: 'Upload of a.png' })).toBeNull();
    expect(busy).toHaveBeenLastCalledWith(true);

    await act(async () => uploads.transfers[1]!.resolve(storedPng('b')));
    expect(last().map((item) => item.file)).toEqual(['a.png', 'b.png']);
    expect(busy).toHaveBeenLastCalledWith(false);
  });

  it('cancels an upload, and retries or removes one that failed', async () => {
    const { uploads, pick, last } = renderGallery();
    pick(pngFile('a.png'), pngFile('b.png'));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel upload of a.png' }));
    expect(uploads.transfers[0]!.signal.aborted).toBe(true);
    expect(screen.queryByText('a.png')).toBeNull();

    await act(async () =>
      uploads.transfers[1]!.reject({ status: 415, body: { message: 'Not a type we accept.' } }),
    );
    expect(screen.getByText('Failed: Not a type we accept.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry b.png' }));
    expect(uploads.transfers).toHaveLength(3);
    await act(async () => uploads.transfers[2]!.resolve(storedPng('b')));
    expect(last()).toEqual([{ file: 'b.png', caption: '' }]);

    pick(pngFile('c.png'));
    await act(async () => uploads.transfers[3]!.reject(new Error('Network down.')));
    fireEvent.click(screen.getByRole('button', { name: 'Remove c.png' }));
    expect(screen.queryByText('c.png')).toBeNull();
    expect(last()).toEqual([{ file: 'b.png', caption: '' }]);
  });

  it('gives each picture a caption and a Remove button', () => {
    const { last } = renderGallery([
      { file: 'a.jpg', caption: 'Truss' },
      { file: 'b.jpg', caption: '' },
    ]);
    const second = screen.getByRole('group', { name: 'Picture 2' });
    fireEvent.change(within(second).getByRole('textbox', { name: 'Caption' }), {
      target: { value: 'Roof' },
    });
    expect(last()).toEqual([
      { file: 'a.jpg', caption: 'Truss' },
      { file: 'b.jpg', caption: 'Roof' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    expect(last()).toEqual([{ file: 'b.jpg', caption: 'Roof' }]);
    expect(
      (
        within(screen.getByRole('group', { name: 'Picture 1' })).getByRole('textbox', {
          name: 'Caption',
        }) as HTMLInputElement
      ).value,
    ).toBe('Roof');
  });

  it('takes no more pictures than the gallery holds, and says so', () => {
    const full = Array.from({ length: PROFILE_GALLERY_MAX - 1 }, (_, n) => ({ file: `${n}.jpg` }));
    const { uploads, pick, fake, input } = renderGallery(full);
    pick(pngFile('a.png'), pngFile('b.png'), pngFile('c.png'));
    expect(uploads.transfers.map((transfer) => transfer.file.name)).toEqual(['a.png']);
    expect(fake.notify).toHaveBeenCalledWith(
      `The gallery holds ${PROFILE_GALLERY_MAX} pictures: 2 of those were left out.`,
      'info',
    );
    expect(input.disabled).toBe(true);
  });
});
