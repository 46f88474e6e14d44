import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Core } from '@strapi/strapi';
import type { PrivateStorageConfig } from '../../../config/upload-provider';

/** Where the bytes of kept files live, by storage key (a random UUID, never the visitor's file name). */
export interface FileBytes {
  /** Copies the file at `temporaryPath` under `storageKey`. */
  put(storageKey: string, temporaryPath: string): Promise<void>;
  /** A read stream and the size in bytes; throws when the file is gone. */
  open(storageKey: string): Promise<{ stream: NodeJS.ReadableStream; sizeBytes: number }>;
  /** The whole file (mail attachments: at most 5 MB each); throws when it is gone. */
  read(storageKey: string): Promise<Buffer>;
  /** Deletes the file; nothing when it is gone already. */
  remove(storageKey: string): Promise<void>;
}

/** Enquiry attachments in a folder of this host (`shop.privateDir`/enquiry-files), mode 0700: one CMS replica. */
export function diskBytes(root: string): FileBytes {
  const pathOf = (storageKey: string) => path.join(root, storageKey);
  return {
    async put(storageKey, temporaryPath) {
      await mkdir(root, { recursive: true, mode: 0o700 });
      await copyFile(temporaryPath, pathOf(storageKey));
    },
    async open(storageKey) {
      const filepath = pathOf(storageKey);
      const { size } = await stat(filepath);
      return { stream: createReadStream(filepath), sizeBytes: size };
    },
    read: (storageKey) => readFile(pathOf(storageKey)),
    remove: (storageKey) => rm(pathOf(storageKey), { force: true }),
  };
}

/** The key prefix of enquiry attachments in the private bucket. */
export const S3_ATTACHMENT_PREFIX = 'enquiry-files/';

/**
 * Enquiry attachments in a private S3 bucket (`S3_PRIVATE_BUCKET`, docs/decisions/086), shared by
 * every CMS replica. Objects are stored as `application/octet-stream` with no ACL: nothing in the
 * bucket is meant to be fetched by a browser; the admin route streams them to staff.
 */
export function s3Bytes(config: Extract<PrivateStorageConfig, { kind: 's3' }>): FileBytes {
  const client = new S3Client(config.client);
  const bucket = config.bucket;
  const keyOf = (storageKey: string) => `${S3_ATTACHMENT_PREFIX}${storageKey}`;
  return {
    async put(storageKey, temporaryPath) {
      const body = await readFile(temporaryPath);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: keyOf(storageKey),
          Body: body,
          ContentType: 'application/octet-stream',
        }),
      );
    },
    async open(storageKey) {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(storageKey) }));
      return { stream: answer.Body as Readable, sizeBytes: Number(answer.ContentLength ?? 0) };
    },
    async read(storageKey) {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(storageKey) }));
      return Buffer.from(await (answer.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray());
    },
    async remove(storageKey) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(storageKey) }));
    },
  };
}

/**
 * Enquiry attachments (docs/architecture.md 5), never where the public can fetch them: in a
 * private S3 bucket when `S3_PRIVATE_BUCKET` is set (every replica sees every file), else under
 * `shop.privateDir`, outside the public folder that Strapi serves. Named by a random key.
 */
const fileStore = ({ strapi }: { strapi: Core.Strapi }) => {
  let bytes: FileBytes | undefined;
  const storage = (): FileBytes => {
    if (bytes) return bytes;
    const config = strapi.config.get<PrivateStorageConfig>('shop.privateStorage');
    bytes =
      config?.kind === 's3'
        ? s3Bytes(config)
        : diskBytes(path.resolve(strapi.dirs.app.root, strapi.config.get<string>('shop.privateDir'), 'enquiry-files'));
    return bytes;
  };
  const checked = (storageKey: string) => {
    if (!/^[0-9a-f-]{36}$/.test(storageKey)) throw new Error('Invalid storage key');
    return storageKey;
  };

  return {
    /** Copies an uploaded temporary file into private storage; its storage key. */
    async keep(temporaryPath: string): Promise<string> {
      const storageKey = randomUUID();
      await storage().put(storageKey, temporaryPath);
      return storageKey;
    },

    /** The bytes of a kept file (mail attachments); throws when it is gone. */
    read: (storageKey: string): Promise<Buffer> => storage().read(checked(storageKey)),

    /**
     * Deletes every file uploaded more than `olderThanMs` ago that no enquiry took (a visitor who
     * uploaded and left, or someone using the upload as storage): rows and bytes, `batchSize` at
     * a time until none is left, so one run keeps pace with any upload rate. The number deleted.
     */
    async sweepOrphans(olderThanMs: number, batchSize = 100): Promise<number> {
      const before = new Date(Date.now() - olderThanMs);
      let deleted = 0;
      for (;;) {
        const orphans = (await strapi.db.query('api::enquiry-file.enquiry-file').findMany({
          where: { enquiry: { id: { $null: true } }, createdAt: { $lt: before } },
          limit: batchSize,
        })) as Array<{ id: number; storageKey: string }>;
        for (const orphan of orphans) {
          await storage().remove(checked(orphan.storageKey));
          await strapi.db.query('api::enquiry-file.enquiry-file').delete({ where: { id: orphan.id } });
        }
        deleted += orphans.length;
        if (orphans.length < batchSize) return deleted;
      }
    },

    /** A read stream and the size in bytes of a kept file; throws when it is gone. */
    open: (storageKey: string) => storage().open(checked(storageKey)),
  };
};

export type FileStoreService = ReturnType<typeof fileStore>;

/** The enquiry file store service, typed. */
export function fileStoreService(strapi: Core.Strapi): FileStoreService {
  return strapi.service('api::enquiry-file.file-store') as FileStoreService;
}

export default fileStore;
