import type { Picture } from '@/lib/strapi-image';

interface PictureImageProps {
  picture: Picture | null;
  /** The rendered width on the page, for the browser's srcset choice (CSS `sizes`). */
  sizes: string;
  /** Above the fold: load at once; everything else loads lazily. */
  isPriority?: boolean;
  className?: string;
}

/** A responsive product or banner image with its intrinsic size set (no layout shift). */
export function PictureImage({ picture, sizes, isPriority = false, className }: PictureImageProps) {
  if (!picture) return <div className={`image-placeholder ${className ?? ''}`} aria-hidden="true" />;
  return (
    <img
      className={className}
      src={picture.src}
      srcSet={picture.srcSet || undefined}
      sizes={sizes}
      width={picture.width}
      height={picture.height}
      alt={picture.alt}
      loading={isPriority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={isPriority ? 'high' : undefined}
    />
  );
}
