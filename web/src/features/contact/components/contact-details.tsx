import { parsePhoneNumber } from 'libphonenumber-js';
import { useTranslation } from '@/lib/i18n';
import { useShopSetting } from '@/lib/shop-setting';

/** `+97148800000` as people read and dial it: `+971 4 880 0000`. */
function readablePhone(e164: string): string {
  try {
    return parsePhoneNumber(e164).formatInternational();
  } catch {
    return e164;
  }
}

/**
 * The company's contact details on the contact page (docs/product.md 2): phone, e-mail, address
 * and opening hours as staff set them in the shop setting, in this page's language.
 */
export function ContactDetails() {
  const { t } = useTranslation('contact');
  const { data: setting } = useShopSetting();
  return (
    <section className="card contact-details" aria-labelledby="contact-details-title" aria-busy={!setting}>
      <h2 id="contact-details-title" className="card__title">
        {t('details.title')}
      </h2>
      {setting ? (
        <dl>
          <dt>{t('details.call')}</dt>
          <dd>
            <a href={`tel:${setting.phone}`} dir="ltr">
              {readablePhone(setting.phone)}
            </a>
          </dd>
          <dt>{t('details.write')}</dt>
          <dd>
            <a href={`mailto:${setting.email}`}>{setting.email}</a>
          </dd>
          <dt>{t('details.visit')}</dt>
          <dd>{setting.address}</dd>
          {setting.openingHours ? (
            <>
              <dt>{t('details.hours')}</dt>
              <dd>{setting.openingHours}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
    </section>
  );
}
