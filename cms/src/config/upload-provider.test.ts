import { describe, expect, it } from 'vitest';
import { privateStorageConfig, uploadProviderConfig } from './upload-provider';

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
          params: { Bucket: 'shop-media', ACL: undefined },
        },
      },
    });
  });

  it('serves media at /uploads/ from a private bucket when no public URL is set, with no ACL header', () => {
    const config = uploadProviderConfig(
      settings({ S3_BUCKET: 'shop-media', S3_ACCESS_KEY_ID: 'AKIA1', S3_SECRET_ACCESS_KEY: 'secret' }),
    );
    expect(config.provider === 'aws-s3' && config.providerOptions.baseUrl).toBe('/uploads');
    expect(config.provider === 'aws-s3' && 'ACL' in config.providerOptions.s3Options.params).toBe(true);
    expect(config.provider === 'aws-s3' && config.providerOptions.s3Options.params.ACL).toBeUndefined();
  });

  it('refuses a bucket without credentials instead of failing on the first upload', () => {
    expect(() => uploadProviderConfig(settings({ S3_BUCKET: 'shop-media' }))).toThrow(/S3_ACCESS_KEY_ID/);
  });
});

describe('private storage of enquiry attachments', () => {
  const keys = { S3_ACCESS_KEY_ID: 'AKIA1', S3_SECRET_ACCESS_KEY: 'secret' };

  it('keeps them on disk without S3_PRIVATE_BUCKET, even with media in S3', () => {
    expect(
      privateStorageConfig(settings({ ...keys, S3_BUCKET: 'shop-media', CMS_PRIVATE_DIR: '/data/private' })),
    ).toEqual({
      kind: 'disk',
      dir: '/data/private',
    });
  });

  it('uses the private bucket with the media bucket’s endpoint and keys', () => {
    expect(
      privateStorageConfig(
        settings({
          ...keys,
          S3_BUCKET: 'shop-media',
          S3_PRIVATE_BUCKET: 'shop-private',
          S3_ENDPOINT: 'http://s3:9000',
        }),
      ),
    ).toEqual({
      kind: 's3',
      bucket: 'shop-private',
      client: {
        region: 'us-east-1',
        endpoint: 'http://s3:9000',
        forcePathStyle: true,
        credentials: { accessKeyId: 'AKIA1', secretAccessKey: 'secret' },
      },
    });
  });

  it('refuses the media bucket as the private one, and a private bucket without keys', () => {
    expect(() => privateStorageConfig(settings({ ...keys, S3_BUCKET: 'shop', S3_PRIVATE_BUCKET: 'shop' }))).toThrow(
      /must not be S3_BUCKET/,
    );
    expect(() => privateStorageConfig(settings({ S3_PRIVATE_BUCKET: 'shop-private' }))).toThrow(/S3_ACCESS_KEY_ID/);
  });
});
