/** Reads one setting; empty counts as unset (as `.env.example` leaves keys blank). */
type ReadSetting = (key: string) => string | undefined;

/** The `upload.config` provider part of Strapi's plugins config. */
export type UploadProviderConfig =
  | { provider: 'local'; providerOptions: Record<string, never> }
  | {
      provider: 'aws-s3';
      providerOptions: {
        baseUrl?: string;
        s3Options: {
          region: string;
          endpoint?: string;
          forcePathStyle: boolean;
          credentials: { accessKeyId: string; secretAccessKey: string };
          params: { Bucket: string };
        };
      };
    };

/**
 * Where media go: with `S3_BUCKET` set, S3-compatible storage through
 * `@strapi/provider-upload-aws-s3` (region `S3_REGION`, default us-east-1; `S3_ENDPOINT` for
 * MinIO/R2 and the like, then path-style URLs; `S3_PUBLIC_URL` as the public base, e.g. a CDN);
 * otherwise Strapi's local provider writing to `CMS_PUBLIC_DIR/uploads`.
 * Throws naming the missing keys when a bucket is set without credentials.
 */
export function uploadProviderConfig(read: ReadSetting): UploadProviderConfig {
  const value = (key: string) => read(key)?.trim() || undefined;
  const bucket = value('S3_BUCKET');
  if (!bucket) return { provider: 'local', providerOptions: {} };
  const accessKeyId = value('S3_ACCESS_KEY_ID');
  const secretAccessKey = value('S3_SECRET_ACCESS_KEY');
  if (!accessKeyId || !secretAccessKey) {
    throw new Error('S3_BUCKET is set: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required too');
  }
  const endpoint = value('S3_ENDPOINT');
  return {
    provider: 'aws-s3',
    providerOptions: {
      baseUrl: value('S3_PUBLIC_URL'),
      s3Options: {
        region: value('S3_REGION') ?? 'us-east-1',
        endpoint,
        forcePathStyle: Boolean(endpoint),
        credentials: { accessKeyId, secretAccessKey },
        params: { Bucket: bucket },
      },
    },
  };
}
