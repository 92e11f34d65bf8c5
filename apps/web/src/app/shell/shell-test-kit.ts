// Shared pieces of the frame's unit tests: the window at a phone's width or a desktop's.
import { act } from '@testing-library/react';

export const PHONE_WIDTH = 375;
export const DESKTOP_WIDTH = 1280;

/** Sets the window's width and tells the app, as a real resize does. */
export function setWindowWidth(width: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  });
}
