import { describe, expect, it } from 'vitest';
import { uploadProviderConfig } from './upload-provider';

const settings = (values: Record<string, string>) => (key: string) => values[key];

describe('upload provider', () => {
  it('keeps media on local disk when no bucket is set (blank counts as unset)', () => {
    expect(uploadProviderConfig(settings({ S3_BUCKET: ' ' }))).toEqual({ provider: 'local', providerOptions: {} });
  });

  it('sends media to the S3 bucket with its credentials, path-style for a custom endpoint', () => {
    const config = uploadProviderConfig(
      settings({
        S3_BUCKET: 'shop-media',
        S3_REGION: 'me-central-1',
        S3_ENDPOINT: 'https://minio.internal:9000',
        S3_ACCESS_KEY_ID: 'AKIA1',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PUBLIC_URL: 'https://cdn.example.com',
      }),
    );
    expect(config).toEqual({
      provider: 'aws-s3',
      providerOptions: {
        baseUrl: 'https://cdn.example.com',
        s3Options: {
          region: 'me-central-1',
          endpoint: 'https://minio.internal:9000',
          forcePathStyle: true,
          credentials: { accessKeyId: 'AKIA1', secretAccessKey: 'secret' },
          params: { Bucket: 'shop-media' },
        },
      },
    });
  });

  it('refuses a bucket without credentials instead of failing on the first upload', () => {
    expect(() => uploadProviderConfig(settings({ S3_BUCKET: 'shop-media' }))).toThrow(/S3_ACCESS_KEY_ID/);
  });
});
