import { DELIVERY_TIERS } from '@outlet-shop/shop-rules';
import { type BlocksContent, BlocksRenderer } from '@strapi/blocks-react-renderer';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatRuleAmount } from '@/lib/format-money';

/** Schemes a staff-written link may use; anything else (javascript:, data:, vbscript:, …) is dropped. */
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/**
 * The href a CMS link may carry: `url` trimmed when it is relative or http(s), mailto or tel,
 * otherwise null. Decided as a browser reads it: control characters and spaces (which browsers
 * strip or skip) are removed first, and the scheme is compared case-insensitively.
 */
export function safeHref(url: string): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are the point.
  const asBrowserReads = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(asBrowserReads)?.[1];
  if (scheme !== undefined && !SAFE_SCHEMES.has(scheme.toLowerCase())) return null;
  return url.trim();
}

/**
 * The `link` block of a CMS page: a route of the SPA for `/path`, a plain link for other safe
 * URLs, and only its text for an unsafe one (see safeHref).
 */
export function PageLink({ url, children }: { url: string; children?: ReactNode }) {
  const href = safeHref(url);
  if (href === null) return <>{children}</>;
  // `//host` and `/\host` leave the shop: a plain link, not a route of the SPA.
  if (/^\/(?![/\\])/.test(href)) return <Link to={href}>{children}</Link>;
  return <a href={href}>{children}</a>;
}

/**
 * The figures of the shop's rules a page's text may quote as placeholders, so that staff's prose
 * never repeats them (`Delivery costs {delivery_full_fee} below {delivery_reduced_fee_from}, …`):
 * each name to its amount in fils, written in the page's language by `formatRuleAmount`.
 */
export const RULE_PLACEHOLDERS = {
  delivery_full_fee: DELIVERY_TIERS.fullFeeFils,
  delivery_reduced_fee: DELIVERY_TIERS.reducedFeeFils,
  delivery_reduced_fee_from: DELIVERY_TIERS.reducedFeeFromFils,
  free_delivery_from: DELIVERY_TIERS.freeFromFils,
} as const;

const PLACEHOLDER = /\{([a-z_]+)\}/g;

/** `text` with each `{name}` of {@link RULE_PLACEHOLDERS} replaced by its figure; other braces stay. */
export function fillRulePlaceholders(text: string): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    name in RULE_PLACEHOLDERS ? formatRuleAmount(RULE_PLACEHOLDERS[name as keyof typeof RULE_PLACEHOLDERS]) : whole,
  );
}

/** Every text of a blocks tree with its rule placeholders filled (the tree is not changed). */
function withRuleFigures<T>(node: T): T {
  if (Array.isArray(node)) return node.map(withRuleFigures) as T;
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === 'text' && typeof value === 'string' ? fillRulePlaceholders(value) : withRuleFigures(value),
    ]),
  ) as T;
}

/**
 * The rich-text body of a CMS page (Content Manager → Page → body). Links inside the shop stay
 * in the SPA; a link whose scheme is not http(s), mailto or tel keeps its text and loses its href;
 * the rules' figures are filled in ({@link RULE_PLACEHOLDERS}).
 */
export function PageBody({ content }: { content: BlocksContent }) {
  return <BlocksRenderer content={withRuleFigures(content)} blocks={{ link: PageLink }} />;
}
