import type { Meta, StoryObj } from '@storybook/react-vite';
import type { UploadItem, UploadableFile } from '@trestle/core';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UploadList } from './UploadList';

function upload(
  id: string,
  name: string,
  status: UploadItem<UploadableFile>['status'],
  progress = 0,
  error: string | null = null,
  size = 1000,
  type = 'application/pdf',
): UploadItem<UploadableFile> {
  return {
    id,
    file: { name, size, type },
    status,
    progress,
    result: null,
    error,
    attempt: 1,
  };
}

const meta = {
  title: 'Components/UploadList',
  component: UploadList<UploadableFile>,
  args: {
    label: 'Documents: uploading',
    uploads: [
      upload('1', 'site-plan.pdf', 'uploading', 0.5, null, 3.4 * 1024 * 1024),
      upload('2', 'permit.pdf', 'queued'),
    ],
    onRemove: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof UploadList<UploadableFile>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Uploading: Story = {
  play: async ({ canvasElement, args }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Documents: uploading' });
    const bar = within(list).getByRole('progressbar', { name: 'Upload of site-plan.pdf' });
    await expect(bar).toHaveAttribute('value', '0.5');
    await expect(bar).toHaveAttribute('aria-valuetext', '50%, 1.7 MB of 3.4 MB');
    await expect(within(list).getByText('Uploading 50%')).toBeInTheDocument();
    // Bytes sent beside the percentage; a waiting file shows its size.
    await expect(within(list).getByText('1.7 MB of 3.4 MB')).toBeInTheDocument();
    await expect(within(list).getByText('1000 B')).toBeInTheDocument();
    await expect(within(list).getByText('Waiting')).toBeInTheDocument();
    await userEvent.click(
      within(list).getByRole('button', { name: 'Cancel upload of permit.pdf' }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith('2');
  },
};

export const Failed: Story = {
  args: { uploads: [upload('3', 'photo.heic', 'failed', 0, 'Not a type we accept.')] },
  play: async ({ canvasElement, args }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(within(list).getByRole('status')).toHaveTextContent(
      'Failed: Not a type we accept.',
    );
    await userEvent.click(within(list).getByRole('button', { name: 'Retry photo.heic' }));
    await expect(args.onRetry).toHaveBeenCalledWith('3');
    await expect(
      within(list).getByRole('button', { name: 'Remove photo.heic' }),
    ).toBeInTheDocument();
  },
};

/** A phone's video on its way, keyboard first: Cancel is a button reached with Tab. */
export const VideoUploading: Story = {
  args: {
    label: 'Attached files',
    uploads: [
      upload('5', 'IMG_0042.MOV', 'uploading', 0.25, null, 48 * 1024 * 1024, 'video/quicktime'),
    ],
  },
  play: async ({ canvasElement, args }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Attached files' });
    await expect(within(list).getByText('12 MB of 48 MB')).toBeInTheDocument();
    await userEvent.tab();
    await expect(
      within(list).getByRole('button', { name: 'Cancel upload of IMG_0042.MOV' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledWith('5');
  },
};

/** Files already attached come first, as the app's own rows. */
export const WithAttachedFiles: Story = {
  args: {
    label: 'Attached files',
    uploads: [upload('4', 'roof.jpg', 'done', 1)],
    children: <li>kitchen.jpg (attached)</li>,
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Attached files' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(list).getByText('Uploaded')).toBeInTheDocument();
  },
};
