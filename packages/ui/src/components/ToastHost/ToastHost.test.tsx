import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, TOAST_POSITION, ToastHost, toast } from './ToastHost';

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  vi.useRealTimers();
});

describe('ToastHost', () => {
  it('uses the product settings: bottom-center, 5 seconds', () => {
    expect(TOAST_POSITION).toBe('bottom-center');
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it('shows toasts at the bottom centre, with a close button', async () => {
    render(<ToastHost />);
    act(() => {
      toast.error('Network Error!');
    });
    const message = await screen.findByText('Network Error!');
    const list = message.closest('[data-sonner-toaster]')!;
    expect(list.getAttribute('data-y-position')).toBe('bottom');
    expect(list.getAttribute('data-x-position')).toBe('center');
    expect(screen.getByRole('button', { name: 'Close notification' })).toBeTruthy();
  });

  it('closes a toast when it is clicked', async () => {
    render(<ToastHost />);
    act(() => {
      toast('Saved.');
      toast('Posted.');
    });
    fireEvent.click(await screen.findByText('Saved.'));
    await waitFor(() => expect(screen.queryByText('Saved.')).toBeNull());
    expect(screen.getByText('Posted.')).toBeTruthy();
  });

  it('closes by itself after 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    render(<ToastHost />);
    act(() => {
      toast('Copied link.');
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50);
    });
    expect(screen.getByText('Copied link.')).toBeTruthy();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS - 500);
    });
    expect(screen.queryByText('Copied link.')).toBeTruthy();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.queryByText('Copied link.')).toBeNull();
  });
});
