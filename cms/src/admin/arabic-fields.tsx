import { unstable_useContentManagerContext as useContentManagerContext, useQueryParams } from '@strapi/strapi/admin';
import { type Attribute, rightToLeftCss } from './right-to-left';

/**
 * Injected into every edit view (`editView` `right-links`): draws nothing but a style element
 * that lays the entry's Arabic text fields out right to left while the `ar` locale is edited.
 */
export function ArabicFieldsRightToLeft() {
  const { contentType } = useContentManagerContext();
  const [{ query }] = useQueryParams<{ plugins?: { i18n?: { locale?: string } } }>();
  const css = rightToLeftCss((contentType?.attributes ?? {}) as Record<string, Attribute>, query.plugins?.i18n?.locale);
  return css ? <style data-testid="arabic-fields-rtl">{css}</style> : null;
}
