import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { Messages } from '@penwright/shared';
import { badRequest } from '../../lib/errors.ts';
import { PHOTO_MAX_PIXELS, squareJpeg } from '../../workers/heic-photo.ts';
import { runInWorker } from '../../workers/pool.ts';

export { PHOTO_MAX_PIXELS };
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
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

/** HEIC is decoded and re-encoded on a worker thread (see workers/heic-photo.ts). */
async function heicToJpeg(input: Buffer): Promise<Buffer> {
  const result = await runInWorker('heicPhoto', input);
  if ('jpeg' in result)
    return Buffer.from(result.jpeg.buffer, result.jpeg.byteOffset, result.jpeg.byteLength);
  if (result.problem === 'dimensions') checkDimensions(result.width, result.height);
  throw unreadable();
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
 * re-encodes it as a square JPEG, which drops every piece of metadata (EXIF, GPS, ICC comments) and anything
 * hidden in or after the image (a polyglot's HTML).
 */
export async function processProfilePhoto(filename: string, input: Buffer): Promise<Buffer> {
  if (!ALLOWED_EXTENSIONS.test(filename)) throw formatError();
  const type = await fileTypeFromBuffer(input);
  if (!type || !ALLOWED_TYPES.has(type.mime)) throw formatError();
  if (type.mime === 'image/heic') return heicToJpeg(input);
  const source = await imageSource(input);
  try {
    return await squareJpeg(source);
  } catch {
    throw unreadable();
  }
}
