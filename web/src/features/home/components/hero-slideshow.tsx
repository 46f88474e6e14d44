import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { PictureImage } from '@/components/picture-image';
import { IMAGE_SIZES } from '@/config/image-sizes';
import { paths } from '@/config/paths';
import { isRtl, useTranslation } from '@/lib/i18n';
import { type Banner, useBanners } from '../api/get-banners';
import './home.css';

/** docs/product.md 9: a new slide every 8500 ms. */
export const SLIDE_INTERVAL_MS = 8500;
/**
 * docs/product.md 9: a 450 ms transition. Embla's `duration` is not in ms: its scroll body moves at a
 * fixed 60 Hz step with friction 0.68, and 18 settles a slide to within 0.5% in ≈ 450 ms.
 */
const EMBLA_DURATION_FOR_450_MS = 18;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * The home hero slideshow (docs/product.md 2, 9): the CMS banners, looping, autoplay every 8500 ms with a
 * 450 ms slide, paused while the pointer is over it or focus is inside it, and stopped for good by
 * the Pause button (WCAG 2.2.2). Previous, next and one dot per slide are buttons, so it works with
 * the keyboard alone. Without banners it shows a plain welcome.
 */
export function HeroSlideshow() {
  const banners = useBanners();
  const slides = banners.data?.filter((banner) => banner.picture) ?? [];
  if (banners.isPending) return <div className="hero-slideshow hero-slideshow--placeholder" aria-hidden="true" />;
  if (slides.length === 0) return <WelcomeHero />;
  return <Slideshow slides={slides} />;
}

function Slideshow({ slides }: { slides: Banner[] }) {
  const { t } = useTranslation();
  const [emblaRef, emblaApi] = useEmblaCarousel(
    // Right to left in Arabic: the next slide comes from the left (decision 048).
    { loop: true, duration: prefersReducedMotion() ? 0 : EMBLA_DURATION_FOR_450_MS, direction: isRtl ? 'rtl' : 'ltr' },
    [Autoplay({ delay: SLIDE_INTERVAL_MS, stopOnInteraction: false, stopOnFocusIn: false })],
  );
  const [selected, setSelected] = useState(0);
  const [isPausedByUser, setPausedByUser] = useState(false);
  const [isHeld, setHeld] = useState(false);

  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap());
    onSelect();
    emblaApi.on('select', onSelect).on('reInit', onSelect);
    return () => {
      emblaApi.off('select', onSelect).off('reInit', onSelect);
    };
  }, [emblaApi]);

  // Hover or focus inside holds the slideshow; the Pause button stops it until Play.
  useEffect(() => {
    const autoplay = emblaApi?.plugins().autoplay;
    if (!autoplay) return;
    if (isPausedByUser || isHeld) autoplay.stop();
    else autoplay.play();
  }, [emblaApi, isPausedByUser, isHeld]);

  const goTo = useCallback((index: number) => emblaApi?.scrollTo(index), [emblaApi]);
  const isRunning = !isPausedByUser && !isHeld;

  return (
    <section
      className="hero-slideshow"
      aria-roledescription={t('home.slideshow.carousel')}
      aria-label={t('home.slideshow.label')}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <div className="hero-slideshow__viewport" ref={emblaRef}>
        <div className="hero-slideshow__track" aria-live={isRunning ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide as a group
            <div
              key={slide.id}
              className="hero-slideshow__slide"
              role="group"
              aria-roledescription={t('home.slideshow.slide')}
              aria-label={t('home.slideshow.slideLabel', {
                number: index + 1,
                total: slides.length,
                title: slide.title,
              })}
              inert={index !== selected}
            >
              <Link to={slide.link || paths.offers.getHref()} className="hero-slideshow__link">
                <PictureImage
                  picture={slide.picture}
                  sizes={IMAGE_SIZES.hero}
                  isPriority={index === 0}
                  className="hero-slideshow__image"
                />
                <span className="visually-hidden">{slide.title}</span>
              </Link>
            </div>
          ))}
        </div>
      </div>
      <div className="hero-slideshow__controls">
        <button
          type="button"
          className="hero-slideshow__button"
          aria-label={t('home.slideshow.previous')}
          onClick={() => emblaApi?.scrollPrev()}
        >
          <SlideshowIcon name="previous" />
        </button>
        <div className="hero-slideshow__dots">
          {slides.map((slide, index) => (
            <button
              key={slide.id}
              type="button"
              className="hero-slideshow__dot"
              aria-label={t('home.slideshow.show', { number: index + 1, title: slide.title })}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => goTo(index)}
            />
          ))}
        </div>
        <button
          type="button"
          className="hero-slideshow__button"
          aria-label={isPausedByUser ? t('home.slideshow.play') : t('home.slideshow.pause')}
          onClick={() => setPausedByUser((paused) => !paused)}
        >
          <SlideshowIcon name={isPausedByUser ? 'play' : 'pause'} />
        </button>
        <button
          type="button"
          className="hero-slideshow__button"
          aria-label={t('home.slideshow.next')}
          onClick={() => emblaApi?.scrollNext()}
        >
          <SlideshowIcon name="next" />
        </button>
      </div>
    </section>
  );
}

/**
 * The controls' icons, drawn in a 24 × 24 box so each sits inside its round button in either
 * language's font. Previous and next are one chevron mirrored by home.css on a right-to-left page:
 * previous points back along the reading direction (left in English, right in Arabic), next forward,
 * both outward from the dots.
 */
function SlideshowIcon({ name }: { name: 'previous' | 'next' | 'play' | 'pause' }) {
  const isDirectional = name === 'previous' || name === 'next';
  return (
    <svg
      className={`hero-slideshow__icon${isDirectional ? ' hero-slideshow__icon--directional' : ''}`}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
    >
      {name === 'previous' ? (
        <path d="M15 5 8 12l7 7" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
      ) : null}
      {name === 'next' ? (
        <path d="m9 5 7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
      ) : null}
      {name === 'pause' ? <path d="M7 5h3.5v14H7zm6.5 0H17v14h-3.5z" fill="currentColor" /> : null}
      {/* The play triangle's weight sits a little right of centre, as the eye expects. */}
      {name === 'play' ? <path d="M8 5.5v13l11-6.5z" fill="currentColor" /> : null}
    </svg>
  );
}

/** The hero when the CMS has no banner pictures (or cannot be reached). */
function WelcomeHero() {
  const { t } = useTranslation();
  return (
    <section className="hero" aria-label={t('home.welcome.label')}>
      <div className="hero__text">
        <p className="hero__eyebrow">{t('home.welcome.eyebrow')}</p>
        <p className="hero__title">{t('home.welcome.title')}</p>
        <Link to={paths.offers.getHref()} className="button button--primary">
          {t('home.welcome.cta')}
        </Link>
      </div>
    </section>
  );
}
