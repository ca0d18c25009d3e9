import type { Sharp } from 'sharp';

/** Side of the square profile photo, in pixels. */
export const PHOTO_SIZE = 512;
/** Decoding needs width × height × 4 bytes; past this a header alone could ask for gigabytes. */
export const PHOTO_MAX_PIXELS = 50_000_000;

/**
 * The stored profile photo: turned upright, cropped to a square around what draws the eye, on white, as JPEG.
 * Re-encoding drops every piece of metadata (EXIF, GPS, ICC comments) and anything hidden in or after the image.
 */
export function squareJpeg(source: Sharp): Promise<Buffer> {
  return source
    .rotate()
    .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'cover', position: 'attention' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 86, mozjpeg: true })
    .toBuffer();
}

export type HeicPhoto =
  { jpeg: Uint8Array } | { problem: 'unreadable' } | { problem: 'dimensions'; width: number; height: number };

/*
 * HEIC is decoded by libheif compiled to WebAssembly, which holds the thread for the whole decode (seconds for
 * a large photo), so it runs here on a worker thread, with the resize, and only the small JPEG comes back. The
 * caller turns a problem into the answer the writer sees.
 */
export async function heicPhoto(bytes: Uint8Array): Promise<HeicPhoto> {
  // Loaded here, not when a thread starts: most threads never see a HEIC file.
  const [{ default: decodeHeic }, { default: sharp }] = await Promise.all([
    import('heic-decode'),
    import('sharp'),
  ]);
  let images: Awaited<ReturnType<typeof decodeHeic.all>>;
  try {
    images = await decodeHeic.all({ buffer: bytes });
  } catch {
    return { problem: 'unreadable' };
  }
  try {
    const first = images[0];
    if (!first?.width || !first.height) return { problem: 'unreadable' };
    // Refused from the header, before a single pixel is decoded.
    if (first.width * first.height > PHOTO_MAX_PIXELS)
      return { problem: 'dimensions', width: first.width, height: first.height };
    const { width, height, data } = await first.decode();
    const jpeg = await squareJpeg(sharp(Buffer.from(data.buffer), { raw: { width, height, channels: 4 } }));
    return { jpeg: new Uint8Array(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength) };
  } catch {
    return { problem: 'unreadable' };
  } finally {
    images.dispose();
  }
}
