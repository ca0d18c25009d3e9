declare module 'heic-decode' {
  interface DecodedImage {
    width: number;
    height: number;
    /** RGBA pixels, four bytes each. */
    data: Uint8ClampedArray;
  }
  export default function decode(input: { buffer: ArrayBufferLike | Uint8Array }): Promise<DecodedImage>;
}
