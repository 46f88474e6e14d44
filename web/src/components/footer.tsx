import { Link } from 'react-router-dom';
import { brands, paths } from '@/config/paths';
import { PaymentIcons } from './payment-icons';

const SOCIAL_LINKS = [
  { name: 'Instagram', href: 'https://www.instagram.com/' },
  { name: 'Facebook', href: 'https://www.facebook.com/' },
  { name: 'TikTok', href: 'https://www.tiktok.com/' },
  { name: 'YouTube', href: 'https://www.youtube.com/' },
];

/** The site footer: brands, shop pages, social links, payment methods, copyright (docs/product.md 2). */
export function Footer() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label="Brands">
          <h2 className="site-footer__title">Brands</h2>
          <ul>
            {brands.map((brand) => (
              <li key={brand.id}>
                <Link to={paths.brand.getHref(brand.id)}>{brand.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Shop information">
          <h2 className="site-footer__title">Outlet Shop</h2>
          <ul>
            <li>
              <Link to={paths.contact.getHref()}>Contact us</Link>
            </li>
            <li>
              <Link to={paths.about.getHref()}>About us</Link>
            </li>
            <li>
              <Link to={paths.terms.getHref()}>Terms &amp; Conditions</Link>
            </li>
            <li>
              <Link to={paths.privacy.getHref()}>Privacy Policy</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Discover">
          <h2 className="site-footer__title">Discover</h2>
          <ul>
            <li>
              <Link to={paths.coconutSugar.getHref()}>Coconut sugar</Link>
            </li>
            <li>
              <Link to={paths.nutButter.getHref()}>Nut butters</Link>
            </li>
            <li>
              <Link to={paths.chocolateChips.getHref()}>Chocolate chips</Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="site-footer__title">Follow us</h2>
          <ul className="social-links">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.name}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
          <h2 className="site-footer__title">We accept</h2>
          <PaymentIcons />
        </div>
      </div>
      <p className="site-footer__copyright">© {new Date().getFullYear()} Outlet Shop. All rights reserved.</p>
    </footer>
  );
}
