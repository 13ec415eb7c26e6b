import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import { MEDIA_MAX_FILES, MEDIA_SIZE_MESSAGE } from '@dme/contract';
import { fieldError } from '../../lib/app-error';
import type { NewFile } from './media.service';

export interface Upload {
  files: NewFile[];
  /** Text fields of the form, validated by the route against the declaration's field schema. */
  fields: Record<string, string>;
}

const LIMIT_MESSAGES: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: MEDIA_SIZE_MESSAGE,
  FST_FILES_LIMIT: `At most ${MEDIA_MAX_FILES} files can be uploaded at once.`,
  FST_PARTS_LIMIT: 'The form has too many parts.',
  FST_FIELDS_LIMIT: 'The form has too many fields.',
};

/**
 * Reads a multipart upload: every file part (any field name) and the text fields. Files are held in memory up
 * to the plugin's per-file limit so their type can be sniffed and hashed before anything is stored.
 */
export async function readUpload(req: FastifyRequest): Promise<Upload> {
  if (!req.isMultipart()) throw fieldError('file', 'Send the file as multipart form data.');
  const files: NewFile[] = [];
  const fields: Record<string, string> = {};
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') files.push({ name: part.filename, bytes: await part.toBuffer(), field: part.fieldname });
      else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (err) {
    const message = LIMIT_MESSAGES[(err as { code?: string }).code ?? ''];
    if (message) throw fieldError('file', message);
    throw err;
  }
  return { files, fields };
}
