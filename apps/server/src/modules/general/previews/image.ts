// A preview's picture is fetched once, re-encoded and served from our own /files, so that a
// reader's browser never asks the other site (which would tell it who reads what).
import type { AppContext } from '../../../platform/context';
import { storeServerImage } from '../../files/store';

const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Our address of the stored copy, or null when the image cannot be fetched or read. */
export async function copyPreviewImage(ctx: AppContext, remote: string): Promise<string | null> {
  try {
    const response = await ctx.outbound.fetch(remote, {
      accept: ['image/*'],
      maxBytes: MAX_IMAGE_BYTES,
    });
    const stored = await storeServerImage(ctx, response.body);
    return stored ? `${ctx.config.publicUrl}/api/files/${stored.name}` : null;
  } catch (error) {
    ctx.log.debug({ err: error, url: remote }, 'link preview image not copied');
    return null;
  }
}
