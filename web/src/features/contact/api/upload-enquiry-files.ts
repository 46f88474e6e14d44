import { MAX_UPLOAD_FILE_BYTES } from '@outlet-shop/shop-rules';
import { env } from '@/config/env';

/** A file record as `POST /api/enquiry-files` answers it (size in bytes). */
export interface EnquiryFileRecord {
  id: string;
  name: string;
  mime: string;
  size: number;
}

/** The error of a refused upload; `details.uploaded` lists the files kept when only some were refused. */
interface RefusalBody {
  code?: string;
  message?: string;
  details?: { uploaded?: EnquiryFileRecord[] };
}

/** The outcome of choosing files: what was uploaded and the message for the visitor, if any. */
export interface UploadOutcome {
  uploaded: EnquiryFileRecord[];
  message: string;
}

/** '{file names} exceed the 5MB file size limit.' (docs/product.md 5, 8). */
export function oversizeMessage(names: readonly string[]): string {
  return `${names.join(', ')} exceed the 5MB file size limit.`;
}

/** The upload's messages; English by default, the page's language from the form (decision 048). */
export interface UploadTexts {
  oversize(names: readonly string[]): string;
  /** 'File upload failed.', with the server's reason (its `code` and `message`) when it gave one. */
  failed(reason?: { code?: string; message?: string }): string;
}

const ENGLISH_TEXTS: UploadTexts = {
  oversize: oversizeMessage,
  failed: (reason) => ['File upload failed.', reason?.message].filter(Boolean).join(' '),
};

/**
 * Uploads the chosen files (docs/product.md 4, 5, 7): files over 5242880 bytes are left out and
 * named in the oversize message, the others go to `POST /api/enquiry-files` (multipart,
 * repeated field `photos`). A failed call gives 'File upload failed.' (docs/product.md 8); the
 * server's reason, when it gives one (a refused file type or content), follows it, and the
 * files it kept from the same call are still uploaded. Never throws.
 */
export async function uploadEnquiryFiles(
  files: readonly File[],
  texts: UploadTexts = ENGLISH_TEXTS,
): Promise<UploadOutcome> {
  const oversize = files.filter((file) => file.size > MAX_UPLOAD_FILE_BYTES);
  const accepted = files.filter((file) => file.size <= MAX_UPLOAD_FILE_BYTES);
  const messages = oversize.length > 0 ? [texts.oversize(oversize.map((file) => file.name))] : [];
  if (accepted.length === 0) return { uploaded: [], message: messages.join(' ') };
  const form = new FormData();
  for (const file of accepted) form.append('photos', file, file.name);
  try {
    const response = await fetch(`${env.cmsApiUrl}/enquiry-files`, { method: 'POST', body: form });
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const error = (body as { error?: RefusalBody } | null)?.error;
      messages.push(texts.failed(error));
      // A refusal of some files for their content keeps the others (decision 056).
      return { uploaded: error?.details?.uploaded ?? [], message: messages.join(' ') };
    }
    return { uploaded: body as EnquiryFileRecord[], message: messages.join(' ') };
  } catch (error) {
    console.error('Enquiry file upload failed', error);
    messages.push(texts.failed());
    return { uploaded: [], message: messages.join(' ') };
  }
}
