// A row may point only at a photo this server stored (POST /api/media): a /media/ WebP that exists
// on disk, and a blurred data-URI placeholder. No outside URLs (they would track visitors), no
// rows pointing at nothing.
import fs from 'node:fs/promises';
import path from 'node:path';
import { badRequest } from '../plugins/errors.ts';

const STORED_IMAGE_PATH = /^\/media\/[A-Za-z0-9_-]{8,64}\.webp$/;
const PLACEHOLDER_URI = /^data:image\/(webp|jpeg|png);base64,[A-Za-z0-9+/=]+$/;

export function isStoredImagePath(image: string): boolean {
  return STORED_IMAGE_PATH.test(image);
}

/**
 * Checks the image fields of a body; a bad one is a 400 naming the field. `keptImage` is the row's
 * current photo: sending it back unchanged is always fine (even if its file went missing).
 */
export async function checkStoredImage(
  body: { image?: string | null; preImage?: string | null },
  uploadsDir: string,
  keptImage?: string | null,
): Promise<void> {
  const { image } = body;
  // An empty placeholder is no placeholder (a row may have a photo without one).
  const preImage = body.preImage || null;
  if (image != null && image !== keptImage) {
    if (!isStoredImagePath(image)) {
      throw badRequest('body.image: not a photo uploaded to this site', { 'body.image': 'Upload the photo first (POST /api/media)' });
    }
    const exists = await fs.access(path.join(uploadsDir, path.basename(image))).then(() => true, () => false);
    if (!exists) throw badRequest('body.image: this photo is not on the server', { 'body.image': 'Photo not found; upload it again' });
  }
  if (preImage != null && !PLACEHOLDER_URI.test(preImage)) {
    throw badRequest('body.preImage: not an image placeholder', { 'body.preImage': 'Must be the preImage POST /api/media returned' });
  }
  if (preImage != null && image == null) {
    throw badRequest('body.image: a placeholder needs its photo', { 'body.image': 'Required when preImage is given' });
  }
}
