// Reads the one file of a multipart upload into memory (never to disk), enforcing size and
// type while streaming. Used by the bulk and business-report uploads.
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors.js';
import { SharedBytesBuilder } from '../jobs/shared-bytes.js';

export interface FileRules {
  maxBytes: number;
  /** 413 detail, e.g. 'File size must be under 20MB.' */
  tooLargeMessage: string;
  /** 415 detail for a wrong extension, MIME type or content. */
  wrongTypeMessage: string;
  /** The accepted extensions (lower case, with their dot) and the MIME types accepted for each. */
  mimeTypes: Record<string, string[]>;
  /** Extensions whose content must start with a zip signature. */
  zipExtensions?: string[];
}

export interface UploadedFile {
  fileName: string;
  extension: string;
  /** In a SharedArrayBuffer: worker threads read it without a copy. */
  bytes: Uint8Array;
}

/** Browsers send the spreadsheet type; curl and some systems send a generic one (the zip signature is checked anyway). */
export const XLSX_MIME_TYPES = [
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/octet-stream',
  'application/zip',
  'application/x-zip-compressed',
  '',
];

export const NOT_MULTIPART = 'Send the file as multipart/form-data in the field "file".';
export const NO_FILE = 'No file was uploaded. Send it in the form field "file".';
export const EMPTY_FILE = 'The uploaded file is empty.';
export const MALFORMED_UPLOAD = 'The upload could not be read: the form data is malformed or was cut off. Please try again.';

/** Room for the multipart boundaries, part headers and a few small fields around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

export async function readUploadedFile(request: FastifyRequest, rules: FileRules): Promise<UploadedFile> {
  try {
    return await readFile(request, rules);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // The multipart parser's own failures (no boundary, a body cut off, a bad part header) are the request's fault.
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) throw new HttpError(413, rules.tooLargeMessage);
    request.log.info({ reason: error instanceof Error ? error.message : String(error) }, 'malformed upload');
    throw new HttpError(400, MALFORMED_UPLOAD);
  }
}

async function readFile(request: FastifyRequest, rules: FileRules): Promise<UploadedFile> {
  if (!request.isMultipart()) throw new HttpError(415, NOT_MULTIPART);
  // A declared size far above the limit is refused before a byte of it is read.
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > rules.maxBytes + MULTIPART_OVERHEAD) throw new HttpError(413, rules.tooLargeMessage);
  const part = await request.file({ limits: { fileSize: rules.maxBytes, files: 1, fields: 10, fieldSize: 4096, parts: 12 }, throwFileSizeLimit: false });
  if (!part) throw new HttpError(422, NO_FILE);

  const fileName = baseName(part.filename);
  const extension = extensionOf(fileName);
  const mimeType = part.mimetype.toLowerCase().split(';')[0].trim();
  const mustBeZip = rules.zipExtensions?.includes(extension) ?? false;
  if (!(rules.mimeTypes[extension] ?? []).includes(mimeType)) {
    part.file.resume();
    throw new HttpError(415, rules.wrongTypeMessage);
  }

  // The file is smaller than the body that carries it: the body's declared size bounds it.
  const received = new SharedBytesBuilder(Number.isFinite(declared) ? Math.min(declared, rules.maxBytes) : undefined);
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    received.append(chunk);
    if (mustBeZip && !startsLikeZip(received.bytes().subarray(0, ZIP_SIGNATURE.length))) {
      part.file.resume();
      throw new HttpError(415, rules.wrongTypeMessage);
    }
  }
  if (part.file.truncated) throw new HttpError(413, rules.tooLargeMessage);
  if (received.byteLength === 0) throw new HttpError(422, EMPTY_FILE);
  if (mustBeZip && received.byteLength < ZIP_SIGNATURE.length) throw new HttpError(415, rules.wrongTypeMessage);
  return { fileName, extension, bytes: received.bytes() };
}

/** Whether the bytes seen so far agree with a zip's first bytes. */
function startsLikeZip(head: Uint8Array): boolean {
  return ZIP_SIGNATURE.every((byte, i) => i >= head.length || head[i] === byte);
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
