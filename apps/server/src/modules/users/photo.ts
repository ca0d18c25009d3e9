import { fileTypeFromBuffer } from 'file-type';
import decodeHeic from 'heic-decode';
import sharp from 'sharp';
import { Messages } from '@penwright/shared';
import { badRequest } from '../../lib/errors.ts';

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
const PHOTO_SIZE = 512;
const ALLOWED_EXTENSIONS = /\.(png|jpe?g|heic)$/i;
const ALLOWED_TYPES = new Set(['image/png', 'image/jpeg', 'image/heic']);

const formatError = () => badRequest(Messages.imageFormat, 'users/photo-format');

/**
 * Checks a profile photo by name and by content (png, jpg, jpeg or heic only), then re-encodes it as a square
 * JPEG. Re-encoding drops every piece of metadata (EXIF, GPS, ICC comments) and anything hidden after the image.
 */
export async function processProfilePhoto(filename: string, input: Buffer): Promise<Buffer> {
  if (!ALLOWED_EXTENSIONS.test(filename)) throw formatError();
  const type = await fileTypeFromBuffer(input);
  if (!type || !ALLOWED_TYPES.has(type.mime)) throw formatError();
  try {
    const source =
      type.mime === 'image/heic'
        ? await decodeHeic({ buffer: input }).then(({ width, height, data }) =>
            sharp(Buffer.from(data.buffer), { raw: { width, height, channels: 4 } }),
          )
        : sharp(input, { failOn: 'error', limitInputPixels: 50_000_000 });
    return await source
      .rotate()
      .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'cover', position: 'attention' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 86, mozjpeg: true })
      .toBuffer();
  } catch {
    throw badRequest('This image could not be read. Please choose another photo.', 'users/photo-unreadable');
  }
}
