import { useTranslation } from '@/lib/i18n';

/** The company's contact details on the contact page (docs/product.md 2; placeholder values). */
export function ContactDetails() {
  const { t } = useTranslation('contact');
  return (
    <section className="card contact-details" aria-labelledby="contact-details-title">
      <h2 id="contact-details-title" className="card__title">
        {t('details.title')}
      </h2>
      <dl>
        <dt>{t('details.call')}</dt>
        <dd>
          <a href="tel:+97140000000" dir="ltr">
            +971 4 000 0000
          </a>
        </dd>
        <dt>{t('details.write')}</dt>
        <dd>
          <a href="mailto:info@outlet-shop.example">info@outlet-shop.example</a>
        </dd>
        <dt>{t('details.visit')}</dt>
        <dd>{t('details.address')}</dd>
      </dl>
    </section>
  );
}
