import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { MAX_UPLOAD_FILE_BYTES } from '@outlet-shop/shop-rules';
import type { Core } from '@strapi/strapi';
import { checkFileContent, extensionOf, type FileVerdict, MAX_FILES_PER_UPLOAD } from '../domain/file-check';
import { cleanFileName, storedFileName } from '../domain/file-name';
import { fileStoreService } from './file-store';

const FILE = 'api::enquiry-file.enquiry-file';
const TYPES_MESSAGE = 'Only images (JPEG, PNG, WebP, HEIC), PDF and Word documents can be attached.';
const CONTENT_MESSAGE =
  'PDF and Word documents with scripts, macros, embedded files, actions that open programs or a password are not accepted: print or save the document as a plain PDF and attach that.';

/** A multipart file as koa-body (formidable) hands it over: a temporary file. */
export interface UploadedFile {
  filepath: string;
  originalFilename?: string | null;
  size: number;
}

/** The file record the upload answers with and register accepts back in `photos`. */
export interface EnquiryFileRecord {
  id: string;
  name: string;
  mime: string;
  size: number;
}

/** A file refused for what it is or holds, by its cleaned name. */
export interface RefusedFile {
  name: string;
  code: Extract<FileVerdict, { isAllowed: false }>['code'];
  reason: string;
}

/**
 * Why an upload was refused, with the message the visitor sees. A refusal for what files are or
 * hold keeps the other files of the upload: their records are in `details.uploaded`.
 */
export interface UploadRefusal {
  code: 'no_files' | 'too_many_files' | 'file_too_large' | 'file_type_not_allowed' | 'file_content_not_allowed';
  message: string;
  details: { files?: unknown[]; uploaded?: EnquiryFileRecord[] };
}

export type UploadResult = { isAccepted: true; records: EnquiryFileRecord[] } | ({ isAccepted: false } & UploadRefusal);

const displayName = (file: UploadedFile) => cleanFileName(file.originalFilename);

/** The refusal naming every refused file; 415 wording when any is of a refused kind. */
function refusalOf(refusedFiles: RefusedFile[], uploaded: EnquiryFileRecord[]): UploadResult {
  const wrongType = refusedFiles.filter((file) => file.code === 'file_type_not_allowed').map((file) => file.name);
  const active = refusedFiles
    .filter((file) => file.code === 'file_content_not_allowed')
    .map((file) => `${file.name} (${file.reason})`);
  const message = [
    wrongType.length > 0 ? `${wrongType.join(', ')} cannot be attached. ${TYPES_MESSAGE}` : '',
    active.length > 0 ? `${active.join(', ')} cannot be attached. ${CONTENT_MESSAGE}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const code = wrongType.length > 0 ? 'file_type_not_allowed' : 'file_content_not_allowed';
  return refused(code, message, { files: refusedFiles, uploaded });
}

const refused = (
  code: UploadRefusal['code'],
  message: string,
  details: UploadRefusal['details'] = {},
): UploadResult => ({
  isAccepted: false,
  code,
  message,
  details,
});

/** Enquiry attachments (docs/product.md 5 uploads, docs/architecture.md 5): `api::enquiry-file.enquiry-file`. */
const enquiryFile = ({ strapi }: { strapi: Core.Strapi }) => {
  /** Copies one checked upload into private storage and records it; its record. */
  async function keep(file: UploadedFile, mime: string, ext: string): Promise<EnquiryFileRecord> {
    const sha256 = createHash('sha256')
      .update(await readFile(file.filepath))
      .digest('hex');
    const storageKey = await fileStoreService(strapi).keep(file.filepath);
    const name = storedFileName(file.originalFilename, ext);
    const created = await strapi.documents(FILE).create({ data: { name, mime, size: file.size, sha256, storageKey } });
    await strapi.db.query(FILE).update({
      where: { id: created.id },
      data: { download: `/admin/enquiry-files/${created.documentId}/download` },
    });
    return { id: created.documentId, name, mime, size: file.size };
  }

  return {
    /**
     * Checks and keeps the files of one upload: at most MAX_FILES_PER_UPLOAD, each ≤ MAX_UPLOAD_FILE_BYTES
     * (else nothing is kept) and judged by content one by one (domain/file-check.ts). Allowed files
     * are kept, private and unlinked until an enquiry names them, under the visitor's cleaned name
     * with the extension of their detected type (domain/file-name.ts); the others are named in the
     * refusal, which carries the kept ones' records. Records have sizes in bytes. The temporary
     * files are copied, never moved: global::multipart removes them when the request ends.
     */
    async accept(files: UploadedFile[]): Promise<UploadResult> {
      if (files.length === 0) return refused('no_files', 'Choose at least one file.');
      if (files.length > MAX_FILES_PER_UPLOAD) {
        return refused('too_many_files', `At most ${MAX_FILES_PER_UPLOAD} files at once.`);
      }
      const oversize = files.filter((file) => file.size > MAX_UPLOAD_FILE_BYTES).map(displayName);
      if (oversize.length > 0) {
        return refused('file_too_large', `${oversize.join(', ')} exceed the 5MB file size limit.`, { files: oversize });
      }
      const verdicts = await Promise.all(files.map((file) => checkFileContent(file.filepath)));
      const records: EnquiryFileRecord[] = [];
      const refusedFiles: RefusedFile[] = [];
      for (const [index, file] of files.entries()) {
        const verdict = verdicts[index];
        if (verdict.isAllowed) records.push(await keep(file, verdict.mime, verdict.ext));
        else refusedFiles.push({ name: displayName(file), code: verdict.code, reason: verdict.reason });
      }
      return refusedFiles.length === 0 ? { isAccepted: true, records } : refusalOf(refusedFiles, records);
    },

    /** A kept file by its document id, opened for reading; null when unknown or gone from disk. */
    async open(documentId: string) {
      const file = await strapi.db.query(FILE).findOne({ where: { documentId } });
      if (!file) return null;
      const opened = await fileStoreService(strapi)
        .open(file.storageKey)
        .catch(() => null);
      if (!opened) return null;
      const mime = String(file.mime);
      return { name: storedFileName(String(file.name), extensionOf(mime)), mime, ...opened };
    },
  };
};

export type EnquiryFileService = ReturnType<typeof enquiryFile>;

/** The enquiry-file service, typed. */
export function enquiryFileService(strapi: Core.Strapi): EnquiryFileService {
  return strapi.service('api::enquiry-file.enquiry-file') as EnquiryFileService;
}

export default enquiryFile;
