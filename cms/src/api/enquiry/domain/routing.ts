import { countryCode } from './countries';
import type { ContactSubmission } from './enquiry-schema';

/** One row of the staff-edited routing table (content type `enquiry-route`). */
export interface EnquiryRoute {
  key: string;
  recipients: string[];
  /** ISO 3166 alpha-2 codes, for `sales.export.<group>` rows (each country in exactly one group). */
  countries?: string[] | null;
}

const SUPPORT_KEYS: Record<string, string> = {
  'E Commerce Order Tracking': 'support.order-tracking',
  'Innovation Center': 'support.innovation',
};
const SALES_KEYS: Record<string, string> = {
  UAE: 'sales.uae',
  KSA: 'sales.ksa',
  'Private Label': 'sales.private-label',
};
const DEPARTMENT_KEYS: Record<string, string> = {
  'HR & Recruitment': 'hr',
  'Marketing & Branding': 'marketing',
};

export { countryCode };

function exportKey(targetCountry: string, routes: readonly EnquiryRoute[]): string {
  const code = countryCode(targetCountry);
  const group = routes.find(
    (route) => route.key.startsWith('sales.export.') && code && route.countries?.includes(code),
  );
  return group?.key ?? 'default';
}

/** The routing-table key an enquiry belongs to (docs/product.md 9, contact routing by department). */
export function routeKey(submission: ContactSubmission, routes: readonly EnquiryRoute[]): string {
  if (submission.department === 'Customer Support') {
    if (submission.selectedOption === 'Product Feedback / Complaints') {
      return submission.brandCategory === 'SNACKS' ? 'support.feedback.snacks' : 'support.feedback.chocolate';
    }
    return SUPPORT_KEYS[submission.selectedOption] ?? 'default';
  }
  if (submission.department === 'Sales & Distribution Inquiries') {
    if (submission.selectedOptionSales === 'Export') return exportKey(submission.targetCountry, routes);
    return SALES_KEYS[submission.selectedOptionSales] ?? 'default';
  }
  return DEPARTMENT_KEYS[submission.department] ?? 'default';
}

/**
 * The recipients of an enquiry (docs/product.md 9, docs/architecture.md 5), computed on the server from the
 * routing table; a browser's `mailList` plays no part. Falls back to the `default` row when
 * the matching row is missing or empty, and to [] when the table has no default either.
 */
export function routeEnquiry(
  submission: ContactSubmission,
  routes: readonly EnquiryRoute[],
): { key: string; recipients: string[] } {
  const key = routeKey(submission, routes);
  const found = routes.find((route) => route.key === key && route.recipients.length > 0);
  if (found) return { key, recipients: [...found.recipients] };
  const fallback = routes.find((route) => route.key === 'default');
  return { key: 'default', recipients: [...(fallback?.recipients ?? [])] };
}
