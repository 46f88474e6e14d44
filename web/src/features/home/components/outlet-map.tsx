import { useState } from 'react';
import { outletDirectionsUrl, outletMapEmbedUrl } from '@/config/outlet';
import './home.css';
import { useTranslation } from '@/lib/i18n';

/**
 * The factory outlet on the home page (docs/product.md 2): its address, opening hours and a directions
 * link are plain text, so they show without network; the map itself is an OpenStreetMap embed
 * loaded only when the shopper presses Show map (no third-party request on page load).
 */
export function OutletMap() {
  const { t } = useTranslation();
  const [isMapShown, setMapShown] = useState(false);
  return (
    <section className="outlet" aria-labelledby="outlet-title">
      <h2 id="outlet-title" className="section-title">
        {t('home.outlet.title')}
      </h2>
      <div className="outlet__body card">
        <div className="outlet__details">
          <address>
            <strong>{t('home.outlet.name')}</strong>
            <span>{t('home.outlet.address1')}</span>
            <span>{t('home.outlet.address2')}</span>
            <span>{t('home.outlet.address3')}</span>
          </address>
          <p className="hint">{t('home.outlet.hours')}</p>
          <div className="outlet__actions">
            <a className="button button--primary" href={outletDirectionsUrl} target="_blank" rel="noopener noreferrer">
              {t('home.outlet.directions')}
              <span className="visually-hidden">{t('home.outlet.newTab')}</span>
            </a>
            {isMapShown ? null : (
              <button type="button" className="button button--ghost" onClick={() => setMapShown(true)}>
                {t('home.outlet.showMap')}
              </button>
            )}
          </div>
        </div>
        <div className="outlet__map">
          {isMapShown ? (
            <iframe title={t('home.outlet.mapTitle')} src={outletMapEmbedUrl()} loading="lazy" />
          ) : (
            <div className="outlet__map-placeholder" aria-hidden="true">
              <svg className="outlet__pin" viewBox="0 0 24 24" width="48" height="48" aria-hidden="true">
                <path
                  fill="currentColor"
                  d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"
                />
              </svg>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
