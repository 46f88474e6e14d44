import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { brands, navigationBrandIds, paths } from '@/config/paths';

const brandName = (id: number) => brands.find((brand) => brand.id === id)?.name ?? '';

/** The top navigation: logo, Shop, Offers, the brand links and the cart slot (docs/product.md 2 layout). */
export function Navigation({ cart }: { cart: ReactNode }) {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to={paths.home.getHref()} className="logo">
          <span className="logo__mark" aria-hidden="true">
            O
          </span>
          <span className="logo__text">Outlet Shop</span>
        </Link>
        <nav aria-label="Main" className="main-nav">
          <ul>
            <li>
              <NavLink to={paths.brand.getHref(1)}>Shop</NavLink>
            </li>
            <li>
              <NavLink to={paths.offers.getHref()}>Offers</NavLink>
            </li>
            {navigationBrandIds.map((id) => (
              <li key={id}>
                <NavLink to={paths.brand.getHref(id)}>{brandName(id)}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {cart}
      </div>
    </header>
  );
}
