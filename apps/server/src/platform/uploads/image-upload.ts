import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Multipart } from '@fastify/multipart';
import { api, endpointPath } from '@havn/contract';
import { UPLOAD_MAX_BYTES } from '@havn/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError } from '../errors.ts';
import { enforceAbuseLimit } from '../rate-limit.ts';
import {
  type DeclaredFile,
  IMAGE_POLICIES,
  type ImagePolicyName,
  OUTPUT_CONTENT_TYPE,
  OUTPUT_EXTENSION,
  reencodeImage,
} from './image-processing.ts';
import { FORM_FIELD_MAX_BYTES, FORM_LIMITS, FORM_MAX_FIELDS } from './multipart.ts';
import { deleteUpload, insertUpload } from './uploads-repo.ts';

export type { ImagePolicyName } from './image-processing.ts';

/** The form part that carries the image. */
export const IMAGE_PART = 'file';

export interface ImageForm {
  /** The text parts by name; a JSON part (a Blob or a field typed application/json) as its JSON text. */
  fields: Record<string, string>;
  /** The stored, re-encoded image, or null when the form had no file. */
  image: { key: string; uri: string } | null;
}

/** The public path of a stored image: the media route. */
export function mediaUri(key: string): string {
  return endpointPath(api.platform.media.path, { key });
}

/**
 * Reads a multipart/form-data request: its text fields, and an optional image in the part named
 * `file`. The image is checked (size while streaming, type by magic bytes, dimensions from the header),
 * re-encoded to WebP without metadata, stored under a random key and recorded in `uploads`.
 *
 * Errors: 415 UNSUPPORTED_MEDIA_TYPE (not multipart), 400 BAD_REQUEST (a malformed form, a second
 * file, a file under another name), 413 PAYLOAD_TOO_LARGE (too many or too long fields), 413
 * FILE_TOO_LARGE (over 1 MB, or a pixel flood), 415 INVALID_FILE_FORMAT, 429 RATE_LIMITED.
 *
 * The image is stored before the caller's own write. A caller whose next step fails (a taken
 * username, a refused field) calls `discardUpload(ctx, image.key)` so nothing is left behind.
 * A request body can be read once: call this at most once per request.
 */
export async function readImageForm(
  ctx: AppContext,
  request: FastifyRequest,
  policy: ImagePolicyName,
  ownerUserId: string,
): Promise<ImageForm> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the form as multipart/form-data.');
  }
  const { fields, file } = await readForm(request);
  if (!file) return { fields, image: null };

  await enforceAbuseLimit(ctx, 'upload', ownerUserId, request.ip);
  const encoded = await reencodeImage(file.bytes, policy, file.declared);
  const key = `${randomBytes(16).toString('hex')}.${OUTPUT_EXTENSION}`;
  await ctx.storage.put(key, encoded, OUTPUT_CONTENT_TYPE);
  try {
    await insertUpload(ctx.db, {
      key,
      ownerId: ownerUserId,
      purpose: IMAGE_POLICIES[policy].purpose,
      contentType: OUTPUT_CONTENT_TYPE,
      bytes: encoded.length,
      createdAt: ctx.clock.now(),
    });
  } catch (error) {
    await ctx.storage.delete(key).catch(() => undefined);
    throw error;
  }
  return { fields, image: { key, uri: mediaUri(key) } };
}

/** Undoes a stored upload: its record and its bytes. Safe to call twice. */
export async function discardUpload(ctx: AppContext, key: string): Promise<void> {
  await deleteUpload(ctx.db, key);
  await ctx.storage.delete(key);
}

/** The uploaded file, and the name and type the browser gave it (a hint, never the judge of its type). */
interface FormFile {
  bytes: Buffer;
  declared: DeclaredFile;
}

async function readForm(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; file: FormFile | null }> {
  const fields: Record<string, string> = {};
  let fieldCount = 0;
  let file: FormFile | null = null;
  let sawFile = false;
  const addField = (name: string, value: string) => {
    if (Object.hasOwn(fields, name)) {
      throw new AppError('BAD_REQUEST', `The field ${name} appears twice.`);
    }
    fieldCount += 1;
    if (fieldCount > FORM_MAX_FIELDS) {
      throw new AppError('PAYLOAD_TOO_LARGE', `A form has at most ${FORM_MAX_FIELDS} fields.`);
    }
    fields[name] = value;
  };

  try {
    for await (const part of request.parts({ limits: { ...FORM_LIMITS } })) {
      if (part.type === 'field') {
        addField(part.fieldname, fieldValue(part));
      } else if (part.fieldname === IMAGE_PART) {
        if (sawFile) throw new AppError('BAD_REQUEST', 'Send one file.');
        sawFile = true;
        const bytes = await readAtMost(part.file, UPLOAD_MAX_BYTES);
        if (!bytes) throw fileTooLarge();
        // A browser's empty file input sends a part with an empty file name and no bytes: no file chosen.
        file =
          bytes.length === 0 && part.filename === ''
            ? null
            : { bytes, declared: { name: part.filename, mime: part.mimetype } };
      } else {
        // A JSON part sent as a Blob (the browser gives it a file name): a text field, not an upload.
        const bytes = await readAtMost(part.file, FORM_FIELD_MAX_BYTES);
        if (!bytes) throw fieldTooLong(part.fieldname);
        addField(part.fieldname, bytes.toString('utf8'));
      }
    }
  } catch (error) {
    throw abandonForm(request, formError(error));
  }
  return { fields, file };
}

function fieldValue(part: Extract<Multipart, { type: 'field' }>): string {
  if (part.fieldname === IMAGE_PART) throw new AppError('BAD_REQUEST', 'file must be a file.');
  if (part.valueTruncated || part.fieldnameTruncated) throw fieldTooLong(part.fieldname);
  // The plugin has parsed a part typed application/json; callers parse and validate it themselves.
  return typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
}

function fileTooLarge(): AppError {
  return new AppError('FILE_TOO_LARGE', `The file is larger than 1 MB (${UPLOAD_MAX_BYTES} bytes).`);
}

function fieldTooLong(name: string): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', `The field ${name} is longer than ${FORM_FIELD_MAX_BYTES} bytes.`);
}

/**
 * The stream's bytes, or null as soon as it passes `max`. Busboy has already cut a file one byte past
 * the upload limit, so no more than that is ever held.
 */
async function readAtMost(stream: Readable, max: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > max) {
      stream.destroy();
      return null;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, total);
}

/**
 * A refusal can come before the client has sent its whole body (an oversize file, a part too many).
 * The parser lets go of the request and the rest is read and dropped, so the response gets out and a
 * client never waits on a full socket; the connection then closes instead of reading further bodies
 * from a client that sent more than it may.
 */
function abandonForm(request: FastifyRequest, error: AppError): AppError {
  if (request.raw.readableEnded) return error;
  request.raw.unpipe();
  request.raw.resume();
  return new AppError(error.code, error.message, {
    errors: error.errors,
    headers: { ...error.headers, connection: 'close' },
  });
}

/** Our own refusals pass through; the parser's limits and a malformed body get named codes. */
function formError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError('PAYLOAD_TOO_LARGE', `A form has at most ${FORM_MAX_FIELDS} fields.`);
  }
  if (code === 'FST_FILES_LIMIT') return new AppError('BAD_REQUEST', 'Send one file.');
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge();
  if (code === 'FST_INVALID_JSON_FIELD_ERROR') {
    return new AppError(
      'BAD_REQUEST',
      `A JSON field is not valid JSON or is over ${FORM_FIELD_MAX_BYTES} bytes.`,
    );
  }
  return new AppError('BAD_REQUEST', 'The form could not be read.');
}
