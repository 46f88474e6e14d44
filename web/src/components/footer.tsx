import { Link } from 'react-router-dom';
import { brands, paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { useShopSetting } from '@/lib/shop-setting';
import { PaymentIcons } from './payment-icons';

/**
 * The site footer: brands, shop pages (with the order status page), the social links staff set in the shop setting, payment
 * methods, copyright (docs/product.md 2).
 */
export function Footer() {
  const { t } = useTranslation();
  const socialLinks = useShopSetting().data?.socialLinks ?? [];
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label={t('footer.brands')}>
          <h2 className="site-footer__title">{t('footer.brands')}</h2>
          <ul>
            {brands.map((brand) => (
              <li key={brand.id}>
                <Link to={paths.brand.getHref(brand.id)}>{t(`brands.${brand.id}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('footer.shopInformation')}>
          <h2 className="site-footer__title">{t('shopName')}</h2>
          <ul>
            <li>
              <Link to={paths.contact.getHref()}>{t('footer.contact')}</Link>
            </li>
            <li>
              <Link to={paths.orderStatus.getHref()}>{t('footer.orderStatus')}</Link>
            </li>
            <li>
              <Link to={paths.about.getHref()}>{t('footer.about')}</Link>
            </li>
            <li>
              <Link to={paths.terms.getHref()}>{t('footer.terms')}</Link>
            </li>
            <li>
              <Link to={paths.privacy.getHref()}>{t('footer.privacy')}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t('footer.discover')}>
          <h2 className="site-footer__title">{t('footer.discover')}</h2>
          <ul>
            <li>
              <Link to={paths.coconutSugar.getHref()}>{t('footer.coconutSugar')}</Link>
            </li>
            <li>
              <Link to={paths.nutButter.getHref()}>{t('footer.nutButter')}</Link>
            </li>
            <li>
              <Link to={paths.chocolateChips.getHref()}>{t('footer.chocolateChips')}</Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="site-footer__title">{t('footer.followUs')}</h2>
          <ul className="social-links">
            {socialLinks.map((link) => (
              <li key={link.name}>
                <a href={link.url} target="_blank" rel="noopener noreferrer" lang="en">
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
          <h2 className="site-footer__title">{t('footer.weAccept')}</h2>
          <PaymentIcons />
        </div>
      </div>
      <p className="site-footer__copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
