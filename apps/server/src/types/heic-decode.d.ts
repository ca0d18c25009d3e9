declare module 'heic-decode' {
  interface DecodedImage {
    width: number;
    height: number;
    /** RGBA pixels, four bytes each. */
    data: Uint8ClampedArray;
  }
  /** An image read from the file's header: its size is known before `decode` allocates the pixels. */
  interface HeaderImage {
    width: number;
    height: number;
    decode(): Promise<DecodedImage>;
  }
  function decode(input: { buffer: ArrayBufferLike | Uint8Array }): Promise<DecodedImage>;
  namespace decode {
    /** Every image in the file, undecoded; `dispose` frees the decoder once done. */
    function all(input: {
      buffer: ArrayBufferLike | Uint8Array;
    }): Promise<HeaderImage[] & { dispose(): void }>;
  }
  export default decode;
}
