import { fileTypeFromBuffer } from 'file-type';
import decodeHeic from 'heic-decode';
import sharp from 'sharp';
import { Messages } from '@penwright/shared';
import { badRequest } from '../../lib/errors.ts';

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
const PHOTO_SIZE = 512;
/** Decoding needs width × height × 4 bytes; past this a header alone could ask for gigabytes. */
export const PHOTO_MAX_PIXELS = 50_000_000;
const ALLOWED_EXTENSIONS = /\.(png|jpe?g|heic)$/i;
const ALLOWED_TYPES = new Set(['image/png', 'image/jpeg', 'image/heic']);

const formatError = () => badRequest(Messages.imageFormat, 'users/photo-format');

const unreadable = () =>
  badRequest('This image could not be read. Please choose another photo.', 'users/photo-unreadable');

/** Refuses a pixel bomb from its header, before a single pixel is decoded. */
function checkDimensions(width: number | undefined, height: number | undefined) {
  if (!width || !height) throw unreadable();
  if (width * height <= PHOTO_MAX_PIXELS) return;
  const size = `${width.toLocaleString('en-US')} × ${height.toLocaleString('en-US')}`;
  throw badRequest(
    `This image is ${size} pixels; photos may be at most ${PHOTO_MAX_PIXELS / 1_000_000} megapixels. ` +
      'Please choose a smaller photo.',
    'users/photo-dimensions',
  );
}

async function heicSource(input: Buffer) {
  const images = await decodeHeic.all({ buffer: input }).catch(() => {
    throw unreadable();
  });
  try {
    const first = images[0];
    if (!first) throw unreadable();
    checkDimensions(first.width, first.height);
    const { width, height, data } = await first.decode();
    return sharp(Buffer.from(data.buffer), { raw: { width, height, channels: 4 } });
  } finally {
    images.dispose();
  }
}

async function imageSource(input: Buffer) {
  // Reads the header only; the pixel limit below would refuse a bomb too, but without saying why.
  const { width, height } = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw unreadable();
    });
  checkDimensions(width, height);
  return sharp(input, { failOn: 'error', limitInputPixels: PHOTO_MAX_PIXELS });
}

/**
 * Checks a profile photo by name and by content (png, jpg, jpeg or heic only), and by its size in pixels, then
 * re-encodes it as a square JPEG. Re-encoding drops every piece of metadata (EXIF, GPS, ICC comments) and
 * anything hidden in or after the image (a polyglot's HTML).
 */
export async function processProfilePhoto(filename: string, input: Buffer): Promise<Buffer> {
  if (!ALLOWED_EXTENSIONS.test(filename)) throw formatError();
  const type = await fileTypeFromBuffer(input);
  if (!type || !ALLOWED_TYPES.has(type.mime)) throw formatError();
  const source = type.mime === 'image/heic' ? await heicSource(input) : await imageSource(input);
  try {
    return await source
      .rotate()
      .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'cover', position: 'attention' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 86, mozjpeg: true })
      .toBuffer();
  } catch {
    throw unreadable();
  }
}
