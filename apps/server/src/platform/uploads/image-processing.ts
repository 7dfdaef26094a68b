import { AVATAR_TYPES } from '@havn/domain';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { AppError } from '../errors.ts';
import {
  type DeclaredFile,
  detectOwnFormat,
  ImageDecodeError,
  OWN_DECODERS,
  type OwnImageFormat,
  type Raster,
} from './decoders/index.ts';
import { exceedsPixelLimits, MAX_INPUT_PIXELS, pixelLimitMessage } from './image-limits.ts';
import type { UploadPurpose } from './uploads-repo.ts';

export type { DeclaredFile } from './decoders/index.ts';
export { MAX_INPUT_PIXELS, MAX_INPUT_SIDE } from './image-limits.ts';

export type ImagePolicyName = 'avatar' | 'groupLogo';

/** The decoders we let sharp use, by the extension `file-type` reports for the magic bytes. */
const SHARP_FORMAT = { jpg: 'jpeg', png: 'png', gif: 'gif', tif: 'tiff', webp: 'webp' } as const;
type SharpExtension = keyof typeof SHARP_FORMAT;
type AcceptedType = SharpExtension | OwnImageFormat;

interface ImagePolicy {
  purpose: UploadPurpose;
  accepted: readonly AcceptedType[];
  /** The re-encoded image fits inside a square of this many pixels; smaller images are not enlarged. */
  maxSide: number;
  formatMessage: string;
}

/**
 * Spec section 5. Avatars: the ten types of the domain's AVATAR_FILE_TYPES, the list the web's picker
 * reads too (JPEG, PNG, GIF and TIFF through sharp; PCX, DCX, WBMP, XBM and XPM through ./decoders).
 * Group logos: JPEG, PNG, GIF, WebP.
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
 * Every stored image is WebP: one format that every browser shows, with transparency (PNG and GIF
 * logos keep it) and about a third smaller than JPEG at the same quality. Animated GIFs keep their
 * first frame.
 */
export const OUTPUT_CONTENT_TYPE = 'image/webp';
export const OUTPUT_EXTENSION = 'webp';
const OUTPUT_QUALITY = 82;

const NOTHING_DECLARED: DeclaredFile = { name: '', mime: '' };

/**
 * Decides the type from the magic bytes (the file name and Content-Type only let a WBMP, which has no
 * magic, be tried), refuses pixel floods from the header, then decodes and re-encodes: EXIF, XMP, ICC
 * and comments are dropped, the EXIF orientation is applied to the pixels, and the image is shrunk to
 * fit the policy's square.
 */
export async function reencodeImage(
  input: Buffer,
  policyName: ImagePolicyName,
  declared: DeclaredFile = NOTHING_DECLARED,
): Promise<Buffer> {
  const policy = IMAGE_POLICIES[policyName];
  const refuse = () => new AppError('INVALID_FILE_FORMAT', policy.formatMessage);
  const detected = (await fileTypeFromBuffer(input))?.ext;
  const sharpType = policy.accepted.find((type) => type === detected && type in SHARP_FORMAT);
  const ownType = sharpType ? undefined : detectOwnFormat(input, declared);

  let image: Sharp;
  if (sharpType) {
    image = await openWithSharp(input, SHARP_FORMAT[sharpType as SharpExtension], refuse);
  } else if (ownType && policy.accepted.includes(ownType)) {
    const raster = decodeOwn(ownType, input, refuse);
    image = sharp(raster.rgba, { raw: { width: raster.width, height: raster.height, channels: 4 } });
  } else {
    throw refuse();
  }

  try {
    return await image
      .resize({ width: policy.maxSide, height: policy.maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: OUTPUT_QUALITY })
      .toBuffer();
  } catch {
    // A header that parses over pixels that do not: broken or hostile, either way not an image we keep.
    throw refuse();
  }
}

/** Reads the header only (nothing decoded yet) to refuse a pixel flood before libvips decodes it. */
async function openWithSharp(input: Buffer, format: string, refuse: () => AppError): Promise<Sharp> {
  let header: Metadata;
  try {
    header = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw refuse();
  }
  if (header.format !== format || !header.width || !header.height) throw refuse();
  const height = header.pageHeight ?? header.height;
  if (exceedsPixelLimits(header.width, height)) {
    throw new AppError('FILE_TOO_LARGE', pixelLimitMessage(header.width, height));
  }
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, pages: 1, sequentialRead: true }).autoOrient();
}

function decodeOwn(format: OwnImageFormat, input: Buffer, refuse: () => AppError): Raster {
  try {
    return OWN_DECODERS[format](input);
  } catch (error) {
    if (error instanceof ImageDecodeError && error.kind === 'tooLarge') {
      throw new AppError('FILE_TOO_LARGE', error.message);
    }
    // Our decoders throw ImageDecodeError for every broken file; anything else is a bug in one, and a
    // file that finds a bug is still not an image we keep.
    throw refuse();
  }
}
