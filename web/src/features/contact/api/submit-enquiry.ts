import type { ContactSubmissionInput } from '@outlet-shop/shop-rules';
import { useMutation } from '@tanstack/react-query';
import { env } from '@/config/env';
import { requestJson } from '@/lib/api-client';
import type { EnquiryFileRecord } from './upload-enquiry-files';

/**
 * The contact submission of docs/product.md 3 as sent: the shared contract's wire fields (empty strings
 * for fields a form does not show, `locale` the page's language), the uploaded file records and the honeypot.
 */
export type EnquirySubmission = Required<Omit<ContactSubmissionInput, 'photos'>> & {
  /** File records from `POST /api/enquiry-files`. */
  photos: EnquiryFileRecord[];
  /** The honeypot: empty when a person fills the form. */
  website?: string;
};

/** A sent enquiry: the CMS's reference for it and the sendmail message. */
export interface SentEnquiry {
  /** `ENQ-20261125-4F2A9C`: shown in the success popup and in the visitor's acknowledgement mail. */
  reference: string;
  message: string;
}

/**
 * Sends an enquiry (docs/product.md 4, 7 Mail API): `POST /api/auth/register` (the CMS validates,
 * stores and routes it, and acknowledges it to the visitor in the submission's `locale`; a browser
 * `mailList` would be ignored, so none is sent), then `POST /api/auth/sendmail`. Resolves to the
 * enquiry's reference and the sendmail message; throws ApiError, with `details.fieldErrors` on
 * `validation_failed`.
 */
export async function submitEnquiry(submission: EnquirySubmission): Promise<SentEnquiry> {
  const registered = await requestJson<{ data: { reference: string } }>(`${env.cmsApiUrl}/auth/register`, {
    method: 'POST',
    body: submission,
  });
  const answer = await requestJson<{ message?: string }>(`${env.cmsApiUrl}/auth/sendmail`, {
    method: 'POST',
    body: submission,
  });
  return {
    reference: registered.data.reference,
    message: answer.message ?? 'Thanks for contacting will get back soon !',
  };
}

export function useSubmitEnquiry() {
  return useMutation({ mutationFn: submitEnquiry });
}
