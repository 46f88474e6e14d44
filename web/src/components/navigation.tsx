import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { navigationBrandIds, paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { HeaderSearch } from './header-search';
import { LanguageSwitch } from './language-switch';

/**
 * The top navigation: logo, Shop, Offers, the brand links, the catalogue search (docs/decisions/076),
 * the language switch and the cart slot (docs/product.md 2 layout).
 */
export function Navigation({ cart }: { cart: ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to={paths.home.getHref()} className="logo">
          <span className="logo__mark" aria-hidden="true">
            O
          </span>
          <span className="logo__text">{t('shopName')}</span>
        </Link>
        <nav aria-label={t('nav.main')} className="main-nav">
          <ul>
            <li>
              <NavLink to={paths.brand.getHref(1)}>{t('nav.shop')}</NavLink>
            </li>
            <li>
              <NavLink to={paths.offers.getHref()}>{t('nav.offers')}</NavLink>
            </li>
            {navigationBrandIds.map((id) => (
              <li key={id}>
                <NavLink to={paths.brand.getHref(id)}>{t(`brands.${id}`)}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <HeaderSearch />
        <LanguageSwitch />
        {cart}
      </div>
    </header>
  );
}
