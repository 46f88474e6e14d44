import { useLocation } from 'react-router-dom';
import { type Locale, pathIn, useTranslation } from '@/lib/i18n';
import { pageOrigin } from '@/lib/page-origin';

const LANGUAGES: Locale[] = ['en', 'ar'];

/**
 * The page's `<title>`, meta description and its `hreflang` alternates (the same page in English
 * and Arabic, English as `x-default`; docs/decisions/048), hoisted into `<head>` by React 19.
 */
export function PageMeta({ title, description }: { title: string; description: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const origin = pageOrigin();
  return (
    <>
      <title>{t('titleSuffix', { title })}</title>
      <meta name="description" content={description} />
      {LANGUAGES.map((language) => (
        <link key={language} rel="alternate" hrefLang={language} href={`${origin}${pathIn(language, pathname)}`} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${origin}${pathname}`} />
    </>
  );
}
