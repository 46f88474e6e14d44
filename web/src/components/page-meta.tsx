import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { type Locale, locale, pathIn, useTranslation } from '@/lib/i18n';
import { absoluteUrl, jsonLdText, SHOP_NAME } from '@/lib/json-ld';
import { pageOrigin } from '@/lib/page-origin';

const LANGUAGES: Locale[] = ['en', 'ar'];
/** Open Graph's locale of each language. */
const OG_LOCALE: Record<Locale, string> = { en: 'en_AE', ar: 'ar_AE' };

/**
 * The page's `<title>`, meta description, its canonical address and `hreflang` alternates (the same
 * page in English and Arabic, English as `x-default`; docs/decisions/048), and its Open Graph and
 * Twitter card tags for shared links (docs/decisions/079), hoisted into `<head>` by React 19 and
 * written into the server's HTML by web/src/entry-server.tsx. `canonicalPath` names the page's
 * own address when another path shows the same (a category's listing); `image` is the picture a
 * shared link shows; `children` are more tags of the page (a product's price).
 */
export function PageMeta({
  title,
  description,
  canonicalPath,
  image,
  type = 'website',
  children,
}: {
  title: string;
  description: string;
  canonicalPath?: string;
  image?: string;
  type?: 'website' | 'product';
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const origin = pageOrigin();
  const fullTitle = t('titleSuffix', { title });
  const canonical = `${origin}${pathIn(locale, canonicalPath ?? pathname)}`;
  const imageUrl = image ? absoluteUrl(origin, image) : undefined;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      {LANGUAGES.map((language) => (
        <link key={language} rel="alternate" hrefLang={language} href={`${origin}${pathIn(language, pathname)}`} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${origin}${pathname}`} />
      <meta property="og:site_name" content={SHOP_NAME} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={OG_LOCALE[locale]} />
      {imageUrl ? <meta property="og:image" content={imageUrl} /> : null}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {imageUrl ? <meta name="twitter:image" content={imageUrl} /> : null}
      {children}
    </>
  );
}

/** Structured data (schema.org JSON-LD) in the page, where search engines read it. */
export function JsonLd({ data }: { data: unknown }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped (jsonLdText), a data block, never run.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
