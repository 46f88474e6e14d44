import { createHash } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { headerSafe } from '../../enquiry/domain/enquiry-mail';
import { checkFileContent, MAX_FILE_BYTES, MAX_FILES_PER_UPLOAD } from '../domain/file-check';
import { fileStoreService } from '../services/file-store';

/** A multipart file as koa-body (formidable) hands it over. */
interface UploadedFile {
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

const TYPES_MESSAGE = 'Only images (JPEG, PNG, WebP, HEIC), PDF and Word documents can be attached.';

function refuse(ctx: Context, status: number, code: string, message: string, details: object): void {
  ctx.status = status;
  ctx.body = { error: { code, message, details } };
}

/** The visitor's file name, without folders or control characters (it goes into a mail header). */
function displayName(file: UploadedFile): string {
  const base = (file.originalFilename ?? '').split(/[\\/]/).pop() ?? '';
  return headerSafe(base, 150) || 'attachment';
}

/**
 * `POST /api/enquiry-files` — multipart, repeated field `photos` (SPEC.md 5 uploads, 7).
 * Each file must be ≤ 5242880 bytes and an image (JPEG, PNG, WebP, HEIC), PDF or Word
 * document by content. All or nothing: 201 `[{ id, name, mime, size }]` (size in bytes);
 * 400 `no_files` / `too_many_files`; 413 `file_too_large` (message '{names} exceed the 5MB
 * file size limit.'); 415 `file_type_not_allowed` with `details.files`. Files stay private
 * until an enquiry links them (`photos: [{ id }]` in register).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async upload(ctx: Context) {
    const raw = (ctx.request as unknown as { files?: Record<string, UploadedFile | UploadedFile[]> }).files?.photos;
    const files = raw ? [raw].flat() : [];
    try {
      if (files.length === 0) return refuse(ctx, 400, 'no_files', 'Choose at least one file.', {});
      if (files.length > MAX_FILES_PER_UPLOAD) {
        return refuse(ctx, 400, 'too_many_files', `At most ${MAX_FILES_PER_UPLOAD} files at once.`, {});
      }
      const oversize = files.filter((file) => file.size > MAX_FILE_BYTES).map(displayName);
      if (oversize.length > 0) {
        const message = `${oversize.join(', ')} exceed the 5MB file size limit.`;
        return refuse(ctx, 413, 'file_too_large', message, { files: oversize });
      }
      const verdicts = await Promise.all(files.map((file) => checkFileContent(file.filepath)));
      const refused = files
        .map((file, index) => ({ name: displayName(file), verdict: verdicts[index] }))
        .flatMap(({ name, verdict }) => (verdict.isAllowed ? [] : [{ name, reason: verdict.reason }]));
      if (refused.length > 0) return refuse(ctx, 415, 'file_type_not_allowed', TYPES_MESSAGE, { files: refused });

      const records: EnquiryFileRecord[] = [];
      for (const [index, file] of files.entries()) {
        const verdict = verdicts[index];
        if (!verdict.isAllowed) continue;
        const sha256 = createHash('sha256')
          .update(await readFile(file.filepath))
          .digest('hex');
        const storageKey = await fileStoreService(strapi).keep(file.filepath);
        const name = displayName(file);
        const created = await strapi.documents('api::enquiry-file.enquiry-file').create({
          data: { name, mime: verdict.mime, size: file.size, sha256, storageKey },
        });
        await strapi.db.query('api::enquiry-file.enquiry-file').update({
          where: { id: created.id },
          data: { download: `/admin/enquiry-files/${created.documentId}/download` },
        });
        records.push({ id: created.documentId, name, mime: verdict.mime, size: file.size });
      }
      ctx.status = 201;
      ctx.body = records;
    } finally {
      // koa-body only cleans up a field named `files`; these are ours to remove.
      await Promise.all(files.map((file) => rm(file.filepath, { force: true })));
    }
  },

  /**
   * `GET /admin/enquiry-files/:documentId/download` (admin API; src/bootstrap/enquiry-file-download.ts):
   * the file as an attachment with its checked MIME type, `X-Content-Type-Options: nosniff`
   * and `Cache-Control: private, no-store`; 404 `not_found` for an unknown or vanished file.
   */
  async download(ctx: Context) {
    const file = await strapi.db
      .query('api::enquiry-file.enquiry-file')
      .findOne({ where: { documentId: String(ctx.params.documentId) } });
    const opened = file
      ? await fileStoreService(strapi)
          .open(file.storageKey)
          .catch(() => null)
      : null;
    if (!file || !opened) {
      ctx.status = 404;
      ctx.body = { error: { code: 'not_found', message: 'This file no longer exists.' } };
      return;
    }
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Cache-Control', 'private, no-store');
    ctx.attachment(file.name);
    ctx.type = file.mime;
    ctx.length = opened.sizeBytes;
    ctx.body = opened.stream;
  },
});
