import { Link } from 'react-router-dom';
import { PictureImage } from '@/components/picture-image';
import { paths } from '@/config/paths';
import { useBanners } from '../api/get-banners';

/**
 * The home hero: the first CMS banner when there is one, else a plain welcome with a link
 * to the offers (the 4-image slideshow of SPEC.md 2 comes later).
 */
export function HeroBanner() {
  const banners = useBanners();
  const banner = banners.data?.[0];
  return (
    <section className="hero" aria-label="Welcome">
      {banner?.picture ? (
        <PictureImage picture={banner.picture} sizes="100vw" isPriority className="hero__image" />
      ) : null}
      <div className="hero__text">
        <p className="hero__eyebrow">Factory outlet prices, delivered across the UAE</p>
        <p className="hero__title">{banner?.title || 'Chocolate, dates and snacks from the makers'}</p>
        <Link to={banner?.link || paths.offers.getHref()} className="button button--primary">
          See today's offers
        </Link>
      </div>
    </section>
  );
}
