/** The attribute types whose input holds running text a writer types in the entry's language. */
const TEXT_TYPES = new Set(['string', 'text', 'richtext']);

export interface Attribute {
  type: string;
  pluginOptions?: { i18n?: { localized?: boolean } };
}

/**
 * The CSS that lays out the translated text fields of an entry right to left (docs/decisions/084):
 * in the `ar` locale, every localized string, text and Markdown field's input, by its `name`
 * (Strapi 5's inputs carry the attribute's name), and the Blocks editor when the type has a localized
 * blocks field. Fields shared by both languages (phones, e-mails, links, numbers) stay left to
 * right. Empty for any other locale.
 *
 * @param attributes the content type's attributes, by name.
 * @param locale the locale being edited (`plugins[i18n][locale]` of the edit view's address).
 */
export function rightToLeftCss(attributes: Record<string, Attribute>, locale: string | undefined): string {
  if (locale !== 'ar') return '';
  const localized = Object.entries(attributes).filter(([, attribute]) => attribute.pluginOptions?.i18n?.localized);
  const selectors = localized
    .filter(([, attribute]) => TEXT_TYPES.has(attribute.type))
    .flatMap(([name]) => [`input[name="${name}"]`, `textarea[name="${name}"]`]);
  if (localized.some(([, attribute]) => attribute.type === 'blocks')) {
    selectors.push('[contenteditable="true"][role="textbox"]');
  }
  if (selectors.length === 0) return '';
  return `${selectors.join(',\n')} {\n  direction: rtl;\n  text-align: right;\n}`;
}
