import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { MEDIA_REFUSED_MESSAGE, mediaTypeOf, nameWithExtension } from './media-check';

/** A file as the upload plugin's service receives it from the multipart parser (formidable). */
type IncomingFile = {
  filepath: string;
  originalFilename?: string | null;
  mimetype?: string | null;
};

type UploadService = Record<string, unknown> & {
  upload(input: { data: Record<string, unknown>; files: IncomingFile | IncomingFile[] }, opts?: unknown): unknown;
  replace(id: unknown, input: { data: Record<string, unknown>; file: IncomingFile }, opts?: unknown): unknown;
};
type ServiceFactory = (context: { strapi: Core.Strapi }) => UploadService;
type UploadPlugin = { services: Record<string, unknown> & { upload: ServiceFactory } };
type ImageManipulation = { isFaultyImage(file: { filepath: string }): Promise<boolean> };

/**
 * Checks each file before the upload plugin keeps it, and names it after its content: the bytes
 * must be one of the media types staff may upload (media-check.ts: JPEG, PNG, WebP, GIF, AVIF) and
 * decode as that image (sharp, through the plugin's own image service); anything else is refused
 * with 400 and {@link MEDIA_REFUSED_MESSAGE}. An accepted file's name and declared type are set to
 * what it is (`page.html` beginning with a GIF's bytes → `page.gif`, `image/gif`), so the plugin
 * stores it under that extension and `/uploads` serves it as that image, never as HTML or script.
 */
async function checkAndRename(strapi: Core.Strapi, file: IncomingFile): Promise<void> {
  const verdict = await mediaTypeOf(file.filepath);
  const name = file.originalFilename ?? 'image';
  if (!verdict.isAllowed) {
    strapi.log.info(`Media upload refused: ${verdict.reason}`);
    throw new errors.ValidationError(MEDIA_REFUSED_MESSAGE, { reason: verdict.reason });
  }
  const images = strapi.plugin('upload').service('image-manipulation') as ImageManipulation;
  if (await images.isFaultyImage({ filepath: file.filepath })) {
    strapi.log.info(`Media upload refused: the bytes are not a whole ${verdict.mime} image`);
    throw new errors.ValidationError(MEDIA_REFUSED_MESSAGE, { reason: `not a valid ${verdict.ext} image` });
  }
  file.originalFilename = nameWithExtension(name, verdict.ext);
  file.mimetype = verdict.mime;
}

/**
 * Strapi's upload plugin with every new or replacing file checked and renamed by
 * {@link checkAndRename} before the plugin reads it (the admin's media library, `POST /upload`,
 * and the content API's `POST /api/upload`). The plugin's own check of `security.allowedTypes`
 * (config/plugins.ts) runs too; this one also decodes the image and sets the stored extension.
 */
export default function uploadExtension(plugin: UploadPlugin): UploadPlugin {
  const createUploadService = plugin.services.upload;
  plugin.services.upload = (context) => {
    const service = createUploadService(context);
    const { strapi } = context;
    return {
      ...service,
      async upload(input, opts) {
        const files = Array.isArray(input.files) ? input.files : [input.files];
        for (const file of files) if (file) await checkAndRename(strapi, file);
        return service.upload(input, opts);
      },
      async replace(id, input, opts) {
        if (input.file) await checkAndRename(strapi, input.file);
        return service.replace(id, input, opts);
      },
    };
  };
  return plugin;
}
