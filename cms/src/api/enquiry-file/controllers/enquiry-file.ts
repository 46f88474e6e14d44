import { errorBody } from '@outlet-shop/service-kit/error-body';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { attachmentDisposition } from '../domain/file-name';
import { enquiryFileService, type UploadRefusal } from '../services/enquiry-file';

const STATUS_OF: Record<UploadRefusal['code'], number> = {
  no_files: 400,
  too_many_files: 400,
  file_too_large: 413,
  file_type_not_allowed: 415,
  file_content_not_allowed: 422,
};

/** Enquiry attachments (docs/architecture.md 5); the work is in the enquiry-file service. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * `POST /api/enquiry-files` — multipart, repeated field `photos` (docs/product.md 5 uploads, 7).
   * Each file must be ≤ 5242880 bytes and an image (JPEG, PNG, WebP, HEIC), PDF or Word
   * document by content, stored as `<visitor's name>.<extension of the detected type>`.
   * 201 `[{ id, name, mime, size }]` (size in bytes); 400 `no_files` / `too_many_files`; 413
   * `file_too_large` (message '{names} exceed the 5MB file size limit.'; nothing kept). Files
   * refused for what they are or hold are named, the others kept (their records in
   * `details.uploaded`): 415 `file_type_not_allowed`, or 422 `file_content_not_allowed` (a PDF
   * with scripts or actions, a .doc with macros), `details.files: [{ name, code, reason }]`.
   * Files stay private until an enquiry links them (`photos: [{ id }]` in register).
   */
  async upload(ctx: Context) {
    // Temporary files: global::multipart removes them when the request ends (the store copies).
    const raw = ctx.request.files?.photos;
    const files = raw ? [raw].flat() : [];
    const result = await enquiryFileService(strapi).accept(files);
    if (!result.isAccepted) {
      ctx.status = STATUS_OF[result.code];
      ctx.body = errorBody(result.code, result.message, result.details);
      return;
    }
    ctx.status = 201;
    ctx.body = result.records;
  },

  /**
   * `GET /admin/enquiry-files/:documentId/download` (admin API; api/enquiry-file/admin-routes.ts):
   * the file as an attachment under its stored name (RFC 6266 `filename` and `filename*`) with
   * its checked MIME type, `X-Content-Type-Options: nosniff` and `Cache-Control: private, no-store`;
   * 404 `not_found` for an unknown or vanished file.
   */
  async download(ctx: Context) {
    const file = await enquiryFileService(strapi).open(String(ctx.params.documentId));
    if (!file) {
      ctx.status = 404;
      ctx.body = errorBody('not_found', 'This file no longer exists.');
      return;
    }
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('Content-Disposition', attachmentDisposition(file.name));
    ctx.type = file.mime;
    ctx.length = file.sizeBytes;
    ctx.body = file.stream;
  },
});
