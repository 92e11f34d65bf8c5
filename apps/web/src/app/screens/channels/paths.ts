// Addresses of the channels screens.
import { channelPath } from '../../posts/files';

export { channelPath };

export const CHANNELS_PATH = '/channels';
/** The create form. `new` is not an id, so it never hides a channel. */
export const NEW_CHANNEL_PATH = '/channels/new';

export function editChannelPath(id: string): string {
  return `${channelPath(id)}/edit`;
}

export function channelFollowersPath(id: string): string {
  return `${channelPath(id)}/followers`;
}
