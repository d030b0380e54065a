// Reads the one file of a multipart upload into memory (never to disk), enforcing size and
// type while streaming, and the form's shape: one file part named `file`, and only the text
// fields the route names. Used by the bulk and business-report uploads.
import type { MultipartFile } from '@fastify/multipart';
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
  /** The optional text fields the form may carry besides `file`; any other part answers 422. */
  textFields?: readonly string[];
}

export interface UploadedFile {
  fileName: string;
  extension: string;
  /** In a SharedArrayBuffer: worker threads read it without a copy. */
  bytes: Uint8Array;
  /** The text fields sent, among FileRules.textFields. */
  fields: Record<string, string>;
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
export const ONE_FILE_ONLY = 'Send exactly one file, in the form field "file".';
export const TOO_MANY_PARTS = 'The form has too many parts. Send one file in the form field "file".';
/** The 422 detail for a file part under another name. */
export const wrongFileField = (name: string) => `Unexpected file field "${printable(name)}". Send the file in the form field "file".`;
/** The 422 detail for a text field the route does not take. */
export const unknownField = (name: string, allowed: readonly string[]) =>
  `Unexpected form field "${printable(name)}". This upload takes ${['file', ...allowed].map((f) => `"${f}"`).join(', ')} only.`;

export const MAX_FILE_NAME_LENGTH = 255;
export const PART_HEADERS_TOO_LARGE = 'A part of the form has headers too large to read. Send the file in the form field "file", with a shorter name.';
export const FILE_NAME_TOO_LONG = `The file name is too long: at most ${MAX_FILE_NAME_LENGTH} characters. Rename the file and upload it again.`;

/** The multipart parser's limit errors: a form with more parts than any valid upload. */
const PART_LIMIT_CODES = ['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT'];

/** Room for the multipart boundaries, part headers and a few small fields around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;
/**
 * The most a part's headers may take. The parser cuts longer headers silently, and a file part
 * whose Content-Disposition was cut off is skipped as if absent.
 */
const PART_HEADER_LIMIT = 16 * 1024;
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

export async function readUploadedFile(request: FastifyRequest, rules: FileRules): Promise<UploadedFile> {
  try {
    return await readForm(request, rules);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // The multipart parser's own failures (no boundary, a body cut off, a bad part header) are the request's fault.
    const { statusCode, code } = error as { statusCode?: number; code?: string };
    if (code !== undefined && PART_LIMIT_CODES.includes(code)) throw new HttpError(422, TOO_MANY_PARTS);
    if (statusCode === 413) throw new HttpError(413, rules.tooLargeMessage);
    request.log.info({ reason: error instanceof Error ? error.message : String(error) }, 'malformed upload');
    throw new HttpError(400, MALFORMED_UPLOAD);
  }
}

/** Walks every part, so a stray part after the file is refused too (before anything is stored). */
async function readForm(request: FastifyRequest, rules: FileRules): Promise<UploadedFile> {
  if (!request.isMultipart()) throw new HttpError(415, NOT_MULTIPART);
  // A declared size far above the limit is refused before a byte of it is read.
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > rules.maxBytes + MULTIPART_OVERHEAD) throw new HttpError(413, rules.tooLargeMessage);
  const allowed = rules.textFields ?? [];
  // Room for one stray part beyond a valid form, so it is named in the answer rather than cut off.
  const limits = { fileSize: rules.maxBytes, files: 2, fields: allowed.length + 1, fieldSize: 4096, parts: allowed.length + 2, headerSize: PART_HEADER_LIMIT };
  let file: Omit<UploadedFile, 'fields'> | undefined;
  const fields: Record<string, string> = {};
  // A form with no file at all is told so first: that is what it lacks.
  let strayField: string | undefined;
  for await (const part of request.parts({ limits })) {
    if (part.type === 'field') {
      if (!allowed.includes(part.fieldname)) strayField ??= unknownField(part.fieldname, allowed);
      else if (Object.hasOwn(fields, part.fieldname)) strayField ??= `Send the form field "${part.fieldname}" once.`;
      else fields[part.fieldname] = String(part.value);
      continue;
    }
    if (part.fieldname !== 'file') {
      part.file.resume();
      throw new HttpError(422, wrongFileField(part.fieldname));
    }
    if (file) {
      part.file.resume();
      throw new HttpError(422, ONE_FILE_ONLY);
    }
    file = await readFilePart(part, rules, declared);
  }
  if (!file) {
    // No file, yet more bytes than the allowed text fields can hold: a part was skipped, and the
    // only part the parser skips unread is one whose headers were too large to read.
    if (Number.isFinite(declared) && declared > PART_HEADER_LIMIT) throw new HttpError(431, PART_HEADERS_TOO_LARGE);
    throw new HttpError(422, NO_FILE);
  }
  if (strayField) throw new HttpError(422, strayField);
  return { ...file, fields };
}

async function readFilePart(part: MultipartFile, rules: FileRules, declared: number): Promise<Omit<UploadedFile, 'fields'>> {
  const fileName = baseName(part.filename);
  // An oversized part header is a name no one chose: refused as too large, not as a wrong type.
  if (fileName.length > MAX_FILE_NAME_LENGTH) {
    part.file.resume();
    throw new HttpError(431, FILE_NAME_TOO_LONG);
  }
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

/**
 * Control characters, and the bidirectional overrides and marks that make a name read other than
 * it is ('invoice\u202Excod.xlsx' shows as 'invoicexlsx.docx').
 */
const UNPRINTABLE = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/** A client-sent name without its unprintable characters, as it is stored and shown. */
export const printableName = (name: string): string => name.replace(UNPRINTABLE, '');

/** A client-sent name, short and printable, for a message. */
function printable(name: string): string {
  return printableName(name).slice(0, 64);
}

/** Whether the bytes seen so far agree with a zip's first bytes. */
function startsLikeZip(head: Uint8Array): boolean {
  return ZIP_SIGNATURE.every((byte, i) => i >= head.length || head[i] === byte);
}

/** The printable name without any client-side folder (old browsers send full paths). */
function baseName(name: string | undefined): string {
  return printableName((name ?? '').split(/[\\/]/).pop() ?? '').trim() || 'upload';
}

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot).toLowerCase();
}
