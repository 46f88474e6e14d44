import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';

/**
 * Enquiry attachments on disk (docs/architecture.md 5): under `shop.privateDir`, outside the public
 * folder that Strapi serves, named by a random key (never the visitor's file name).
 */
const fileStore = ({ strapi }: { strapi: Core.Strapi }) => {
  const root = () => {
    const dir = strapi.config.get<string>('shop.privateDir');
    return path.resolve(strapi.dirs.app.root, dir, 'enquiry-files');
  };
  const pathOf = (storageKey: string) => {
    if (!/^[0-9a-f-]{36}$/.test(storageKey)) throw new Error('Invalid storage key');
    return path.join(root(), storageKey);
  };

  return {
    /** Copies an uploaded temporary file into private storage; its storage key. */
    async keep(temporaryPath: string): Promise<string> {
      await mkdir(root(), { recursive: true, mode: 0o700 });
      const storageKey = randomUUID();
      await copyFile(temporaryPath, pathOf(storageKey));
      return storageKey;
    },

    /** Absolute path of a kept file (for mail attachments). */
    pathOf,

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
          await rm(pathOf(orphan.storageKey), { force: true });
          await strapi.db.query('api::enquiry-file.enquiry-file').delete({ where: { id: orphan.id } });
        }
        deleted += orphans.length;
        if (orphans.length < batchSize) return deleted;
      }
    },

    /** A read stream and the size in bytes of a kept file; throws ENOENT when it is gone. */
    async open(storageKey: string): Promise<{ stream: NodeJS.ReadableStream; sizeBytes: number }> {
      const filepath = pathOf(storageKey);
      const { size } = await stat(filepath);
      return { stream: createReadStream(filepath), sizeBytes: size };
    },
  };
};

export type FileStoreService = ReturnType<typeof fileStore>;

/** The enquiry file store service, typed. */
export function fileStoreService(strapi: Core.Strapi): FileStoreService {
  return strapi.service('api::enquiry-file.file-store') as FileStoreService;
}

export default fileStore;
