import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { MAX_UPLOAD_FILE_BYTES } from '@outlet-shop/shop-rules';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context, Next } from 'koa';
import { koaBody } from 'koa-body';
import { MAX_FILES_PER_UPLOAD } from '../api/enquiry-file/domain/file-check';
import { answerStrapiRouteError } from '../server/error-answer';

/** A route that takes multipart: the file fields it reads and what one request may hold. */
export interface UploadRoute {
  method: 'POST' | 'PUT';
  path: RegExp;
  /** File parts under any other name are skipped, never written to disk. */
  fileFields: readonly string[];
  maxFiles: number;
  /** All files of one request together, bytes. */
  maxTotalBytes: number;
  /**
   * Strapi lets only a token holder call this route: a request without `Authorization: Bearer`
   * gets the answer Strapi would give it (401 admin API, 403 content API), before its body is read.
   */
  withoutToken?: 401 | 403;
}

/** Staff media: what the admin panel's media library and project settings send (55 MB). */
const STAFF = { fileFields: ['files'], maxFiles: 100, maxTotalBytes: 55 * 1024 * 1024, withoutToken: 401 } as const;

/**
 * Every route of the CMS that accepts multipart (docs/architecture.md 5, decision 055): the enquiry
 * upload, and the upload routes of Strapi's admin API that the admin panel calls, and Strapi's
 * content API upload (API tokens granted it only; the public role is not).
 */
export const UPLOAD_ROUTES: readonly UploadRoute[] = [
  {
    method: 'POST',
    path: /^\/api\/enquiry-files\/?$/,
    fileFields: ['photos'],
    maxFiles: MAX_FILES_PER_UPLOAD,
    // One file over its 5 MB still gets the answer that names it (file_too_large from the upload).
    maxTotalBytes: (MAX_FILES_PER_UPLOAD + 1) * MAX_UPLOAD_FILE_BYTES,
  },
  { method: 'POST', path: /^\/upload\/?$/, ...STAFF },
  { method: 'POST', path: /^\/upload\/files\/?$/, ...STAFF },
  { method: 'PUT', path: /^\/upload\/files\/[^/]+\/?$/, ...STAFF },
  { method: 'POST', path: /^\/upload\/files\/[^/]+\/replace\/?$/, ...STAFF },
  { method: 'POST', path: /^\/admin\/project-settings\/?$/, ...STAFF, fileFields: ['menuLogo', 'authLogo'] },
  { method: 'POST', path: /^\/api\/upload\/?$/, ...STAFF, withoutToken: 403 },
];

/** Request folders older than this, ms, are a crashed process's leftovers (no upload takes an hour). */
const STALE_FOLDER_MS = 60 * 60_000;
const FOLDER_PREFIX = 'request-';

/** The upload route a request is for, if any. */
export function uploadRouteOf(method: string, pathname: string): UploadRoute | undefined {
  return UPLOAD_ROUTES.find((route) => route.method === method && route.path.test(pathname));
}

/** Removes request folders a process that stopped mid-request left behind. */
async function removeStaleFolders(root: string): Promise<void> {
  const entries = await readdir(root).catch(() => []);
  for (const name of entries.filter((entry) => entry.startsWith(FOLDER_PREFIX))) {
    const folder = path.join(root, name);
    const info = await stat(folder).catch(() => null);
    if (info && Date.now() - info.mtimeMs > STALE_FOLDER_MS) await rm(folder, { recursive: true, force: true });
  }
}

/** Parses the multipart body into `folder` with the route's limits; true when it may go on. */
async function parse(ctx: Context, route: UploadRoute, folder: string): Promise<boolean> {
  let files = 0;
  const parser = koaBody({
    multipart: true,
    urlencoded: false,
    json: false,
    text: false,
    formidable: {
      uploadDir: folder,
      maxFileSize: route.maxTotalBytes,
      maxFieldsSize: 1024 * 1024,
      maxFields: 1000,
      // Called before a file part is written: other field names and files over the count stay off the disk.
      filter: (part) => {
        if (!route.fileFields.includes(part.name ?? '')) return false;
        files += 1;
        return files <= route.maxFiles;
      },
    },
  });
  try {
    await parser(ctx, async () => {});
  } catch (error) {
    const { httpCode } = error as { httpCode?: number };
    if (httpCode === 413) {
      answerStrapiRouteError(
        ctx,
        413,
        'file_too_large',
        `An upload may hold at most ${route.maxTotalBytes / (1024 * 1024)} MB.`,
      );
      return false;
    }
    if (typeof httpCode === 'number') {
      answerStrapiRouteError(ctx, 400, 'invalid_multipart', 'The upload could not be read. Please try again.');
      return false;
    }
    throw error;
  }
  if (files > route.maxFiles) {
    answerStrapiRouteError(ctx, 400, 'too_many_files', `At most ${route.maxFiles} files at once.`);
    return false;
  }
  return true;
}

/**
 * `global::multipart`, placed before `strapi::body` (which parses JSON, forms and text only):
 * multipart is read only on the routes of {@link UPLOAD_ROUTES}; anywhere else it is refused with
 * `415 unsupported_media_type` before a byte is read. On an upload route the files go into a folder
 * of the request's own under `shop.uploadTmpDir` (file parts under other field names and files over
 * the route's count are not written; the route's total is a 413 `file_too_large`), and that folder
 * is removed when the request ends, whatever its answer, the handlers having copied what they keep.
 * Folders older than an hour (a process that stopped mid-request) are removed at start.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const root = path.resolve(strapi.dirs.app.root, strapi.config.get<string>('shop.uploadTmpDir'));
  const ready = mkdir(root, { recursive: true, mode: 0o700 })
    .then(() => removeStaleFolders(root))
    .catch((error: Error) => strapi.log.warn(`Upload folder ${root}: ${error.message}`));

  return async (ctx: Context, next: Next) => {
    if (!ctx.is('multipart')) return next();
    const route = uploadRouteOf(ctx.method, ctx.path);
    if (!route) {
      return answerStrapiRouteError(ctx, 415, 'unsupported_media_type', 'This address does not take file uploads.');
    }
    if (route.withoutToken && !/^Bearer\s+\S/i.test(ctx.get('authorization'))) {
      throw route.withoutToken === 401 ? new errors.UnauthorizedError() : new errors.ForbiddenError();
    }
    await ready;
    await mkdir(root, { recursive: true, mode: 0o700 });
    const folder = await mkdtemp(path.join(root, FOLDER_PREFIX));
    try {
      if (await parse(ctx, route, folder)) await next();
    } finally {
      await rm(folder, { recursive: true, force: true, maxRetries: 3 }).catch((error: Error) =>
        strapi.log.warn(`Upload folder ${folder} not removed: ${error.message}`),
      );
    }
  };
};
