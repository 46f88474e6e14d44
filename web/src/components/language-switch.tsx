import { useLocation } from 'react-router-dom';
import { locale, pathIn, useTranslation } from '@/lib/i18n';

/**
 * The link to this page in the other language (English ↔ Arabic), keeping the path and query
 * (docs/decisions/048). A full page load: the language is the page's for its whole life. The
 * cart is in localStorage, so it is the same in both languages.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const other = locale === 'ar' ? 'en' : 'ar';
  return (
    <a
      className="language-switch"
      href={`${pathIn(other, pathname)}${search}`}
      hrefLang={other}
      lang={other}
      title={t('language.switchLabel')}
    >
      {t('language.switchTo')}
    </a>
  );
}
