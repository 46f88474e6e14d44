import { PageMeta } from '@/components/page-meta';
import { ContactDetails } from '@/features/contact/components/contact-details';
import { ContactForm } from '@/features/contact/components/contact-form';
import { useTranslation } from '@/lib/i18n';

/** `/contact` (docs/product.md 2): contact details and the enquiry form. */
export default function ContactRoute() {
  const { t } = useTranslation('contact');
  return (
    <>
      <PageMeta title={t('metaTitle')} description={t('metaDescription')} />
      <h1 className="page-title">{t('title')}</h1>
      <div className="contact">
        <ContactDetails />
        <ContactForm />
      </div>
    </>
  );
}
