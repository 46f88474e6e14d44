import { useTranslation } from '@/lib/i18n';

/**
 * The enquiry rules' texts (the shared schema's, and the CMS's field errors, in English) in the
 * page's language; a text without a translation is shown as it is.
 */
export function useRuleText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('contact');
  return (message) =>
    message ? t(`rules.${message}` as 'rules.Choose a department', { defaultValue: message }) : undefined;
}
