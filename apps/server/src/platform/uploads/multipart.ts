import fastifyMultipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES } from '@havn/domain';
import type { FastifyInstance } from 'fastify';

/** A form's text parts: at most this many, each at most this long (a JSON part fits easily). */
export const FORM_MAX_FIELDS = 20;
export const FORM_FIELD_MAX_BYTES = 10_240;

/**
 * Busboy's limits for every multipart form, so a hostile form cannot exhaust memory: few parts,
 * short names and values, and a file stream cut one byte past the upload limit, which is how a file
 * of exactly the limit is told apart from a larger one without buffering more.
 */
export const FORM_LIMITS = {
  fieldNameSize: 100,
  fieldSize: FORM_FIELD_MAX_BYTES,
  fields: FORM_MAX_FIELDS,
  // The image plus one JSON part that a browser sends as a Blob (createGroupRequest).
  files: 2,
  parts: FORM_MAX_FIELDS + 2,
  headerPairs: 20,
  fileSize: UPLOAD_MAX_BYTES + 1,
} as const;

/**
 * multipart/form-data for the whole app. Nothing is parsed until a handler asks (`readImageForm`),
 * nothing is written to disk, and fields are not attached to the body.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, { limits: { ...FORM_LIMITS } });
}
