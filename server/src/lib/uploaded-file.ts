// Reads the one file of a multipart upload into memory (never to disk), enforcing size and
// type while streaming. Used by the bulk and business-report uploads.
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors.js';
import { toSharedBytes } from '../jobs/shared-bytes.js';

export interface FileRules {
  maxBytes: number;
  /** 413 detail, e.g. 'File size must be under 20MB.' */
  tooLargeMessage: string;
  /** 415 detail for a wrong extension, MIME type or content. */
  wrongTypeMessage: string;
  /** Lower-case extensions with their dot: ['.xlsx']. */
  extensions: string[];
  /** MIME types accepted for each extension (browsers and curl send different ones). */
  mimeTypes: Record<string, string[]>;
  /** Whether the content must start with a zip signature for this extension. */
  zipExtensions?: string[];
}

export interface UploadedFile {
  fileName: string;
  extension: string;
  /** In a SharedArrayBuffer: worker threads read it without a copy. */
  bytes: Uint8Array;
}

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

export async function readUploadedFile(request: FastifyRequest, rules: FileRules): Promise<UploadedFile> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the file as multipart/form-data in the field "file".');
  const part = await request.file({ limits: { fileSize: rules.maxBytes, files: 1 }, throwFileSizeLimit: false });
  if (!part) throw new HttpError(422, 'No file was uploaded. Send it in the form field "file".');

  const fileName = baseName(part.filename);
  const extension = extensionOf(fileName);
  const mimeType = part.mimetype.toLowerCase().split(';')[0].trim();
  if (!rules.extensions.includes(extension) || !(rules.mimeTypes[extension] ?? []).includes(mimeType)) {
    part.file.resume();
    throw new HttpError(415, rules.wrongTypeMessage);
  }

  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    if (size < ZIP_SIGNATURE.length && rules.zipExtensions?.includes(extension)) {
      const head = Buffer.concat([...chunks, chunk]).subarray(0, ZIP_SIGNATURE.length);
      if (!ZIP_SIGNATURE.slice(0, head.length).every((byte, i) => head[i] === byte)) {
        part.file.resume();
        throw new HttpError(415, rules.wrongTypeMessage);
      }
    }
    chunks.push(chunk);
    size += chunk.length;
  }
  if (part.file.truncated) throw new HttpError(413, rules.tooLargeMessage);
  if (size === 0) throw new HttpError(422, 'The uploaded file is empty.');
  if (size < ZIP_SIGNATURE.length && rules.zipExtensions?.includes(extension)) throw new HttpError(415, rules.wrongTypeMessage);
  return { fileName, extension, bytes: toSharedBytes(chunks) };
}

/** The name without any client-side folder (old browsers send full paths). */
function baseName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  return base.trim().slice(0, 255) || 'upload';
}

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot).toLowerCase();
}
