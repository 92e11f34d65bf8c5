// The widths at which the frame changes, read from the ui tokens AppShell's CSS uses, so the
// parts rendered by width (bottom bar, right column) switch exactly where the CSS does.
import { tokens } from '@trestle/ui';

/** From this width the navigation is a left column (AppShell's `sm`); below it, a phone. */
export const SIDE_NAV_MIN_WIDTH = Number.parseInt(tokens.breakpoint.sm, 10);
/** From this width AppShell shows the right column (its `md`). */
export const RIGHT_COLUMN_MIN_WIDTH = Number.parseInt(tokens.breakpoint.md, 10);

/** A phone: the navigation sits behind the Menu button and the bottom bar shows. */
export function isPhoneWidth(windowWidth: number): boolean {
  return windowWidth < SIDE_NAV_MIN_WIDTH;
}
