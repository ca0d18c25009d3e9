import { fileTypeFromBuffer } from 'file-type';
import { BRIEF_FILE_MAX_BYTES, BRIEF_FILE_TYPES, type BriefFileType } from '@penwright/shared';
import { badRequest, HttpError } from '../../lib/errors.ts';

const MB = BRIEF_FILE_MAX_BYTES / 1024 / 1024;
const ALLOWED = `a .txt, .docx or .pdf file of at most ${MB} MB`;

export const briefFileTypeError = () =>
  badRequest(`Upload the brief as ${ALLOWED}, or paste its text.`, 'projects/brief-file-type');

export const briefFileTooLarge = () =>
  new HttpError(
    413,
    'projects/brief-file-too-large',
    `This file is larger than ${MB} MB. Upload the brief as ${ALLOWED}, or paste its text.`,
  );

export const briefFileMissing = () =>
  badRequest(
    `Send the brief as JSON {"brief": "…"} or upload it in a multipart field named "file" (${ALLOWED}).`,
    'projects/brief-missing',
  );

const CONTENT_TYPES: Record<Exclude<BriefFileType, 'txt'>, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
};

/** Plain text has no NUL bytes, unless it is UTF-16 and says so with a byte-order mark. */
function looksLikeText(bytes: Buffer) {
  const utf16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  return utf16 || !bytes.subarray(0, 8192).includes(0);
}

/**
 * The kind of an uploaded brief, from its name and confirmed by its content: a renamed image or archive is
 * refused before any parser sees it.
 */
export async function briefFileType(filename: string, bytes: Buffer): Promise<BriefFileType> {
  const extension = /\.([a-z]+)$/i.exec(filename)?.[1]?.toLowerCase();
  const type = BRIEF_FILE_TYPES.find((t) => t === extension);
  if (!type) throw briefFileTypeError();
  const detected = await fileTypeFromBuffer(bytes);
  const matches =
    type === 'txt' ? detected === undefined && looksLikeText(bytes) : detected?.mime === CONTENT_TYPES[type];
  if (!matches) throw briefFileTypeError();
  return type;
}
