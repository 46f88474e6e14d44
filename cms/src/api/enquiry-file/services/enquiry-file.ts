import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Core } from '@strapi/strapi';
import { headerSafe } from '../../enquiry/domain/enquiry-mail';
import { checkFileContent, MAX_FILE_BYTES, MAX_FILES_PER_UPLOAD } from '../domain/file-check';
import { fileStoreService } from './file-store';

const FILE = 'api::enquiry-file.enquiry-file';
const TYPES_MESSAGE = 'Only images (JPEG, PNG, WebP, HEIC), PDF and Word documents can be attached.';

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

/** Why an upload was refused, with the message the visitor sees. */
export interface UploadRefusal {
  code: 'no_files' | 'too_many_files' | 'file_too_large' | 'file_type_not_allowed';
  message: string;
  details: { files?: unknown[] };
}

export type UploadResult = { isAccepted: true; records: EnquiryFileRecord[] } | ({ isAccepted: false } & UploadRefusal);

/** The visitor's file name, without folders or control characters (it goes into a mail header). */
function displayName(file: UploadedFile): string {
  const base = (file.originalFilename ?? '').split(/[\\/]/).pop() ?? '';
  return headerSafe(base, 150) || 'attachment';
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
const enquiryFile = ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * Checks and keeps the files of one upload, all or nothing: at most MAX_FILES_PER_UPLOAD, each
   * ≤ MAX_FILE_BYTES and an allowed kind by content. Kept files are private and unlinked until
   * an enquiry names them. The records (size in bytes), or the refusal. The temporary files are
   * the caller's to remove.
   */
  async accept(files: UploadedFile[]): Promise<UploadResult> {
    if (files.length === 0) return refused('no_files', 'Choose at least one file.');
    if (files.length > MAX_FILES_PER_UPLOAD) {
      return refused('too_many_files', `At most ${MAX_FILES_PER_UPLOAD} files at once.`);
    }
    const oversize = files.filter((file) => file.size > MAX_FILE_BYTES).map(displayName);
    if (oversize.length > 0) {
      return refused('file_too_large', `${oversize.join(', ')} exceed the 5MB file size limit.`, { files: oversize });
    }
    const verdicts = await Promise.all(files.map((file) => checkFileContent(file.filepath)));
    const refusedFiles = files
      .map((file, index) => ({ name: displayName(file), verdict: verdicts[index] }))
      .flatMap(({ name, verdict }) => (verdict.isAllowed ? [] : [{ name, reason: verdict.reason }]));
    if (refusedFiles.length > 0) return refused('file_type_not_allowed', TYPES_MESSAGE, { files: refusedFiles });

    const records: EnquiryFileRecord[] = [];
    for (const [index, file] of files.entries()) {
      const verdict = verdicts[index];
      if (!verdict.isAllowed) continue;
      const sha256 = createHash('sha256')
        .update(await readFile(file.filepath))
        .digest('hex');
      const storageKey = await fileStoreService(strapi).keep(file.filepath);
      const name = displayName(file);
      const created = await strapi.documents(FILE).create({
        data: { name, mime: verdict.mime, size: file.size, sha256, storageKey },
      });
      await strapi.db.query(FILE).update({
        where: { id: created.id },
        data: { download: `/admin/enquiry-files/${created.documentId}/download` },
      });
      records.push({ id: created.documentId, name, mime: verdict.mime, size: file.size });
    }
    return { isAccepted: true, records };
  },

  /** A kept file by its document id, opened for reading; null when unknown or gone from disk. */
  async open(documentId: string) {
    const file = await strapi.db.query(FILE).findOne({ where: { documentId } });
    if (!file) return null;
    const opened = await fileStoreService(strapi)
      .open(file.storageKey)
      .catch(() => null);
    return opened && { name: String(file.name), mime: String(file.mime), ...opened };
  },
});

export type EnquiryFileService = ReturnType<typeof enquiryFile>;

/** The enquiry-file service, typed. */
export function enquiryFileService(strapi: Core.Strapi): EnquiryFileService {
  return strapi.service('api::enquiry-file.enquiry-file') as EnquiryFileService;
}

export default enquiryFile;
