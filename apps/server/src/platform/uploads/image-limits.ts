/**
 * Pixel floods: a small file may declare a huge canvas. Every decoder (sharp's and our own) checks the
 * header's dimensions against these before it decodes or allocates anything; over them is 413
 * FILE_TOO_LARGE, the image being too large once decoded whatever its file size.
 */
export const MAX_INPUT_PIXELS = 40_000_000;
export const MAX_INPUT_SIDE = 10_000;

export function exceedsPixelLimits(width: number, height: number): boolean {
  return width > MAX_INPUT_SIDE || height > MAX_INPUT_SIDE || width * height > MAX_INPUT_PIXELS;
}

export function pixelLimitMessage(width: number, height: number): string {
  return `The image is ${width}×${height} pixels; at most ${MAX_INPUT_SIDE} a side and ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`;
}
