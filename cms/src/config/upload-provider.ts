/** Reads one setting; empty counts as unset (as `.env.example` leaves keys blank). */
type ReadSetting = (key: string) => string | undefined;

/** The path under which the CMS serves media kept in S3 when no `S3_PUBLIC_URL` is set. */
export const S3_MEDIA_PATH = '/uploads';

/** What `@aws-sdk/client-s3`'s `S3Client` gets: the same for the media and the attachments bucket. */
export interface S3ClientOptions {
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  credentials: { accessKeyId: string; secretAccessKey: string };
}

/** The `upload.config` provider part of Strapi's plugins config. */
export type UploadProviderConfig =
  | { provider: 'local'; providerOptions: Record<string, never> }
  | {
      provider: 'aws-s3';
      providerOptions: {
        baseUrl: string;
        s3Options: S3ClientOptions & {
          // `ACL` present and undefined: the provider sends no ACL header (buckets made since
          // April 2023 refuse ACLs; the media bucket need not be public, the CMS serves it).
          params: { Bucket: string; ACL: undefined };
        };
      };
    };

const settingOf = (read: ReadSetting) => (key: string) => read(key)?.trim() || undefined;

/**
 * The S3 client options of `S3_REGION` (default us-east-1), `S3_ENDPOINT` (MinIO, R2, the
 * development stand-in: then path-style URLs), `S3_ACCESS_KEY_ID` and `S3_SECRET_ACCESS_KEY`.
 * Throws naming the missing keys; `because` names the setting that asked for S3.
 */
function s3ClientOptions(read: ReadSetting, because: string): S3ClientOptions {
  const value = settingOf(read);
  const accessKeyId = value('S3_ACCESS_KEY_ID');
  const secretAccessKey = value('S3_SECRET_ACCESS_KEY');
  if (!accessKeyId || !secretAccessKey) {
    throw new Error(`${because} is set: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required too`);
  }
  const endpoint = value('S3_ENDPOINT');
  return {
    region: value('S3_REGION') ?? 'us-east-1',
    endpoint,
    forcePathStyle: Boolean(endpoint),
    credentials: { accessKeyId, secretAccessKey },
  };
}

/**
 * Where media go: with `S3_BUCKET` set, S3-compatible storage through
 * `@strapi/provider-upload-aws-s3` (docs/decisions/086), every CMS replica reading and writing the
 * same bucket; otherwise Strapi's local provider writing to `CMS_PUBLIC_DIR/uploads` (one replica).
 * Media URLs are `S3_PUBLIC_URL/<key>` when that is set (a CDN or the public bucket's own URL: add
 * it to the edge's `img-src`), else `/uploads/<key>` on the shop's origin, which the CMS answers from
 * the bucket (`global::s3-media`), so the bucket itself stays private. Throws naming the missing
 * keys when a bucket is set without credentials.
 */
export function uploadProviderConfig(read: ReadSetting): UploadProviderConfig {
  const value = settingOf(read);
  const bucket = value('S3_BUCKET');
  if (!bucket) return { provider: 'local', providerOptions: {} };
  return {
    provider: 'aws-s3',
    providerOptions: {
      baseUrl: value('S3_PUBLIC_URL') ?? S3_MEDIA_PATH,
      s3Options: { ...s3ClientOptions(read, 'S3_BUCKET'), params: { Bucket: bucket, ACL: undefined } },
    },
  };
}

/** Where enquiry attachments are kept: a folder on this host, or a private bucket all replicas share. */
export type PrivateStorageConfig =
  | { kind: 'disk'; dir: string }
  | { kind: 's3'; bucket: string; client: S3ClientOptions };

/**
 * Where enquiry attachments (CVs, photos: personal data, docs/architecture.md 5) are kept:
 * `S3_PRIVATE_BUCKET` with the same S3 keys and endpoint as the media (docs/decisions/086), else
 * `CMS_PRIVATE_DIR` (default `.data/private`, relative to the CMS folder). The bucket must not be
 * public; nothing in it is ever linked to, staff download through the admin route
 * (`/admin/enquiry-files/:id/download`). Throws when it names the media bucket or lacks keys.
 */
export function privateStorageConfig(read: ReadSetting): PrivateStorageConfig {
  const value = settingOf(read);
  const bucket = value('S3_PRIVATE_BUCKET');
  if (!bucket) return { kind: 'disk', dir: value('CMS_PRIVATE_DIR') ?? '.data/private' };
  if (bucket === value('S3_BUCKET')) {
    throw new Error('S3_PRIVATE_BUCKET must not be S3_BUCKET: enquiry attachments never share the media bucket');
  }
  return { kind: 's3', bucket, client: s3ClientOptions(read, 'S3_PRIVATE_BUCKET') };
}
