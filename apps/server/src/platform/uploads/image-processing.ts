import { AVATAR_TYPES } from '@havn/domain';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../errors.ts';
import type { UploadPurpose } from './uploads-repo.ts';

export type ImagePolicyName = 'avatar' | 'groupLogo';

/** The decoders we let sharp use, by the extension `file-type` reports for the magic bytes. */
const SHARP_FORMAT = { jpg: 'jpeg', png: 'png', gif: 'gif', tif: 'tiff', webp: 'webp' } as const;
type AcceptedExtension = keyof typeof SHARP_FORMAT;

interface ImagePolicy {
  purpose: UploadPurpose;
  accepted: readonly AcceptedExtension[];
  /** The re-encoded image fits inside a square of this many pixels; smaller images are not enlarged. */
  maxSide: number;
  formatMessage: string;
}

/**
 * Spec section 5. Avatars: the types in the domain's AVATAR_FILE_TYPES, the list the web's picker reads
 * too (JPEG, PNG, GIF, TIFF; the spec's PCX, DCX, WBMP, XBM and XPM have no safe decoder and are
 * refused as 'Invalid file format', see packages/domain/src/community/avatar-formats.ts). Group
 * logos: JPEG, PNG, GIF, WebP.
 */
export const IMAGE_POLICIES: Record<ImagePolicyName, ImagePolicy> = {
  avatar: {
    purpose: 'AVATAR',
    accepted: AVATAR_TYPES,
    maxSide: 1024,
    formatMessage: 'Invalid file format',
  },
  groupLogo: {
    purpose: 'GROUP_LOGO',
    accepted: ['jpg', 'png', 'gif', 'webp'],
    maxSide: 512,
    formatMessage: 'Invalid file format. Please use JPEG, PNG, GIF, or WebP.',
  },
};

/**
 * Pixel floods: a small file may declare a huge canvas. The header's dimensions are checked before
 * anything is decoded, and libvips is told the same limit as a second guard. Refused with
 * 413 FILE_TOO_LARGE: the image is too large once decoded, whatever its file size.
 */
export const MAX_INPUT_PIXELS = 40_000_000;
export const MAX_INPUT_SIDE = 10_000;

/**
 * Every stored image is WebP: one format that every browser shows, with transparency (PNG and GIF
 * logos keep it) and about a third smaller than JPEG at the same quality. Animated GIFs keep their
 * first frame.
 */
export const OUTPUT_CONTENT_TYPE = 'image/webp';
export const OUTPUT_EXTENSION = 'webp';
const OUTPUT_QUALITY = 82;

/**
 * Decides the type from the magic bytes (never the file name or Content-Type), refuses pixel floods
 * from the header, then decodes and re-encodes: EXIF, XMP, ICC and comments are dropped, the EXIF
 * orientation is applied to the pixels, and the image is shrunk to fit the policy's square.
 */
export async function reencodeImage(input: Buffer, policyName: ImagePolicyName): Promise<Buffer> {
  const policy = IMAGE_POLICIES[policyName];
  const detected = await fileTypeFromBuffer(input);
  const extension = policy.accepted.find((ext) => ext === detected?.ext);
  if (!extension) throw new AppError('INVALID_FILE_FORMAT', policy.formatMessage);
  const expectedFormat = SHARP_FORMAT[extension];

  // Reading the metadata parses the header only; nothing is decoded yet.
  let header: Metadata;
  try {
    header = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('INVALID_FILE_FORMAT', policy.formatMessage);
  }
  if (header.format !== expectedFormat || !header.width || !header.height) {
    throw new AppError('INVALID_FILE_FORMAT', policy.formatMessage);
  }
  const height = header.pageHeight ?? header.height;
  if (header.width > MAX_INPUT_SIDE || height > MAX_INPUT_SIDE || header.width * height > MAX_INPUT_PIXELS) {
    throw new AppError(
      'FILE_TOO_LARGE',
      `The image is ${header.width}×${height} pixels; at most ${MAX_INPUT_SIDE} a side and ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
    );
  }

  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, pages: 1, sequentialRead: true })
      .autoOrient()
      .resize({ width: policy.maxSide, height: policy.maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: OUTPUT_QUALITY })
      .toBuffer();
  } catch {
    // A header that parses over pixels that do not: broken or hostile, either way not an image we keep.
    throw new AppError('INVALID_FILE_FORMAT', policy.formatMessage);
  }
}
