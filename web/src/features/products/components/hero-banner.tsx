import { Link } from 'react-router-dom';
import { PictureImage } from '@/components/picture-image';
import { paths } from '@/config/paths';
import { useBanners } from '../api/get-banners';

/**
 * The home hero: the first CMS banner (its artwork carries its own headline, so nothing is
 * laid over it) linking to its target, else a plain welcome with a link to the offers. The
 * 4-image slideshow of SPEC.md 2 comes later.
 */
export function HeroBanner() {
  const banners = useBanners();
  const banner = banners.data?.[0];
  if (banner?.picture) {
    return (
      <section className="hero hero--artwork" aria-label="Welcome">
        <Link to={banner.link || paths.offers.getHref()} className="hero__link">
          <PictureImage picture={banner.picture} sizes="100vw" isPriority className="hero__image" />
          <span className="visually-hidden">{banner.title}</span>
        </Link>
      </section>
    );
  }
  return (
    <section className="hero" aria-label="Welcome">
      <div className="hero__text">
        <p className="hero__eyebrow">Factory outlet prices, delivered across the UAE</p>
        <p className="hero__title">Chocolate, dates and snacks from the makers</p>
        <Link to={paths.offers.getHref()} className="button button--primary">
          See today's offers
        </Link>
      </div>
    </section>
  );
}
