import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/*
 * Hostile image uploads, built byte by byte so each test states exactly what it sends: no binary fixtures, and
 * nothing that depends on how an image library writes its own files.
 */

const PNG_SIGNATURE = Buffer.from('89504e470d0a1a0a', 'hex');

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function ihdr(width: number, height: number) {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.writeUInt8(8, 8); // bit depth
  data.writeUInt8(2, 9); // truecolour RGB
  return pngChunk('IHDR', data);
}

/**
 * A PNG whose header claims `width` × `height` pixels. Only the header matters to a pixel bomb: the image data
 * holds a few rows of zeros, well under any upload limit, and decoding would need width × height × 3 bytes.
 */
export function pngClaiming(width: number, height: number) {
  const rows = Buffer.alloc(Math.min(height, 16) * (1 + width * 3));
  return Buffer.concat([
    PNG_SIGNATURE,
    ihdr(width, height),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A complete, valid PNG of `width` × `height` black pixels (zeros compress about a thousand to one). */
export function blackPng(width: number, height: number, extraChunks: Buffer[] = []) {
  const rows = Buffer.alloc(height * (1 + width * 3));
  return Buffer.concat([
    PNG_SIGNATURE,
    ihdr(width, height),
    ...extraChunks,
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A valid PNG cut off in the middle of its image data. */
export function truncatedPng() {
  const whole = blackPng(256, 256);
  return whole.subarray(0, whole.length - 40);
}

/** A valid PNG that is also an HTML page: the markup rides in a text chunk, and again after the image's end. */
export function pngHtmlPolyglot(markup: string) {
  const text = pngChunk('tEXt', Buffer.from(`Comment\0${markup}`, 'latin1'));
  return Buffer.concat([blackPng(32, 32, [text]), Buffer.from(markup, 'latin1')]);
}

/** A valid 1×1 GIF whose comment block is an HTML page: `GIF89a` then markup, to a browser that sniffs. */
export function gifHtmlPolyglot(markup: string) {
  const header = Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00', 'latin1');
  const text = Buffer.from(markup, 'latin1');
  const comment = Buffer.concat([Buffer.from([0x21, 0xfe, text.length]), text, Buffer.from([0])]);
  const image = Buffer.from('2c00000000010001000002024401003b', 'hex');
  return Buffer.concat([header, comment, image]);
}

export const SCRIPT_MARKUP =
  '<html><body><script>document.title="penwright-polyglot-ran"</script></body></html>';

export const svgPage = () =>
  Buffer.from(
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
      '<script>document.title="penwright-svg-ran"</script><rect width="10" height="10"/></svg>',
  );

export const htmlPage = () => Buffer.from(`<!doctype html>${SCRIPT_MARKUP}`);

/** Bytes that are unlikely anywhere else: the stored photo must not contain them. */
export const GPS_MARKER = 'PenwrightGpsMarker-51.5N';

/**
 * An EXIF APP1 segment (little-endian TIFF) with a camera make, a GPS IFD holding latitude 51° 30′ N,
 * longitude 0° 7′ W, and a GPS processing method carrying `GPS_MARKER`.
 */
function exifApp1() {
  const entries0 = 2; // Make, GPSInfo pointer
  const ifd0Offset = 8;
  const ifd0Size = 2 + entries0 * 12 + 4;
  const makeOffset = ifd0Offset + ifd0Size;
  const make = Buffer.from('PenwrightCam\0', 'latin1');
  const gpsOffset = makeOffset + make.length;
  const gpsEntries = 5;
  const gpsSize = 2 + gpsEntries * 12 + 4;
  const latOffset = gpsOffset + gpsSize;
  const lonOffset = latOffset + 24;
  const methodOffset = lonOffset + 24;
  const method = Buffer.concat([Buffer.from('ASCII\0\0\0', 'latin1'), Buffer.from(GPS_MARKER, 'latin1')]);
  const tiff = Buffer.alloc(methodOffset + method.length);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(ifd0Offset, 4);
  const entry = (at: number, tag: number, type: number, count: number, value: number) => {
    tiff.writeUInt16LE(tag, at);
    tiff.writeUInt16LE(type, at + 2);
    tiff.writeUInt32LE(count, at + 4);
    tiff.writeUInt32LE(value, at + 8);
  };
  tiff.writeUInt16LE(entries0, ifd0Offset);
  entry(ifd0Offset + 2, 0x010f, 2, make.length, makeOffset); // Make
  entry(ifd0Offset + 14, 0x8825, 4, 1, gpsOffset); // GPSInfo IFD
  make.copy(tiff, makeOffset);
  tiff.writeUInt16LE(gpsEntries, gpsOffset);
  const g = gpsOffset + 2;
  entry(g, 0x0001, 2, 2, 0x4e); // GPSLatitudeRef "N"
  entry(g + 12, 0x0002, 5, 3, latOffset); // GPSLatitude
  entry(g + 24, 0x0003, 2, 2, 0x57); // GPSLongitudeRef "W"
  entry(g + 36, 0x0004, 5, 3, lonOffset); // GPSLongitude
  entry(g + 48, 0x001b, 7, method.length, methodOffset); // GPSProcessingMethod
  const rationals = (at: number, values: number[]) =>
    values.forEach((v, i) => {
      tiff.writeUInt32LE(v, at + i * 8);
      tiff.writeUInt32LE(1, at + i * 8 + 4);
    });
  rationals(latOffset, [51, 30, 0]);
  rationals(lonOffset, [0, 7, 0]);
  method.copy(tiff, methodOffset);
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const header = Buffer.alloc(4);
  header.writeUInt16BE(0xffe1, 0);
  header.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([header, body]);
}

/** A real JPEG photo with the EXIF segment above inserted right after its start-of-image marker. */
export async function jpegWithGps() {
  const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#4a7a3a' } })
    .jpeg()
    .toBuffer();
  return Buffer.concat([jpeg.subarray(0, 2), exifApp1(), jpeg.subarray(2)]);
}

/**
 * A HEIC file whose header claims `width` × `height` pixels: a tiny image written by sharp (AV1-coded HEIF),
 * with its brand set to `heic` and its image-size property (`ispe`) rewritten.
 */
export async function heicClaiming(width: number, height: number) {
  const heif = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#345' } })
    .heif({ compression: 'av1' })
    .toBuffer();
  const file = Buffer.from(heif);
  file.write('heic', 8, 'latin1');
  const ispe = file.indexOf('ispe');
  file.writeUInt32BE(width, ispe + 8);
  file.writeUInt32BE(height, ispe + 12);
  return file;
}
