import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { S3_MEDIA_PATH, type UploadProviderConfig } from '../config/upload-provider';

/** Media file keys as the S3 provider makes them: a hash and an extension, no folders. */
const MEDIA_KEY = /^[A-Za-z0-9_.-]{1,200}$/;

type S3Provider = Extract<UploadProviderConfig, { provider: 'aws-s3' }>;

/**
 * `global::s3-media`, before `strapi::public`: with media in S3 (`S3_BUCKET`) and no
 * `S3_PUBLIC_URL`, answers `GET`/`HEAD /uploads/<key>` from the bucket (docs/decisions/086), so an
 * image uploaded through one CMS replica is served by every other and the bucket stays private.
 * 200 with the object's `Content-Type`, `Content-Length`, `ETag` and `Cache-Control: public,
 * max-age=60` (as `strapi::public` answers local files); 304 for a matching `If-None-Match`; 404
 * for an unknown key or one that is not a media key. A bucket that cannot be reached answers 503
 * `media_unavailable`. Without S3 (local disk) or with a public URL, it passes every request on.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const upload = strapi.config.get<UploadProviderConfig>('plugin::upload');
  const servesMedia = upload?.provider === 'aws-s3' && upload.providerOptions.baseUrl === S3_MEDIA_PATH;
  if (!servesMedia) return (_ctx: Context, next: Next) => next();
  const { params, ...clientOptions } = (upload as S3Provider).providerOptions.s3Options;
  const client = new S3Client(clientOptions);
  return async (ctx: Context, next: Next) => {
    if (!ctx.path.startsWith(`${S3_MEDIA_PATH}/`) || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const key = ctx.path.slice(S3_MEDIA_PATH.length + 1);
    if (!MEDIA_KEY.test(key) || key.startsWith('.')) {
      ctx.status = 404;
      return;
    }
    try {
      const answer = await client.send(
        new GetObjectCommand({ Bucket: params.Bucket, Key: key, IfNoneMatch: ctx.get('if-none-match') || undefined }),
      );
      ctx.status = 200;
      ctx.type = answer.ContentType ?? 'application/octet-stream';
      if (answer.ContentLength !== undefined) ctx.length = answer.ContentLength;
      if (answer.ETag) ctx.set('ETag', answer.ETag);
      ctx.set('Cache-Control', 'public, max-age=60');
      ctx.body = ctx.method === 'HEAD' ? null : answer.Body;
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 304) {
        ctx.status = 304;
        return;
      }
      if (status === 404 || (error as Error).name === 'NoSuchKey') {
        ctx.status = 404;
        return;
      }
      strapi.log.warn(`Media: the bucket did not answer (${(error as Error).name})`);
      ctx.status = 503;
      ctx.set('Retry-After', '5');
      ctx.body = {
        data: null,
        error: { status: 503, code: 'media_unavailable', message: 'Media are briefly unavailable' },
      };
    }
  };
};
