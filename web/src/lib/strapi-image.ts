/** One rendition of a Strapi media file (flat Strapi 5 REST shape). */
export interface StrapiImageFormat {
  url: string;
  width: number;
  height: number;
}

/** A Strapi media field as the REST API returns it (`img`, `img2`, banner `image`). */
export interface StrapiMedia extends StrapiImageFormat {
  alternativeText?: string | null;
  formats?: Partial<Record<'thumbnail' | 'small' | 'medium' | 'large', StrapiImageFormat>> | null;
}

/** The shop's picture of one image: a src, a srcset over every rendition, and its size. */
export interface Picture {
  src: string;
  srcSet: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * Turns a Strapi media field into a {@link Picture}. Upload URLs are relative (`/uploads/…`)
 * and served through the web origin (docs/architecture.md 1); absolute URLs (a CDN) pass through.
 * Returns null when the product has no image.
 */
export function toPicture(media: StrapiMedia | null | undefined, fallbackAlt: string): Picture | null {
  if (!media?.url) return null;
  const renditions = [...Object.values(media.formats ?? {}), media].filter((format): format is StrapiImageFormat =>
    Boolean(format?.url && format.width),
  );
  const widths = new Set<number>();
  const srcSet = renditions
    .sort((a, b) => a.width - b.width)
    .filter((format) => !widths.has(format.width) && widths.add(format.width))
    .map((format) => `${format.url} ${format.width}w`)
    .join(', ');
  return {
    src: media.url,
    srcSet,
    width: media.width,
    height: media.height,
    alt: media.alternativeText || fallbackAlt,
  };
}
