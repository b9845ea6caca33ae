/*
 * The part of heic-decode (ISC; libheif-js, LGPL-3.0, in WebAssembly) the upload uses: the first
 * image of a HEIC/HEIF file as RGBA pixels. The package ships no types.
 */
declare module "heic-decode" {
  interface DecodedImage {
    width: number;
    height: number;
    /** RGBA, 4 bytes a pixel. */
    data: Uint8ClampedArray;
  }
  export default function decode(input: { buffer: Uint8Array | ArrayBuffer }): Promise<DecodedImage>;
}
