/** One rendition of a Strapi media file (flat Strapi 5 REST shape). */
export interface StrapiImageFormat {
  url: string;
  width: number;
  height: number;
}

/**
 * A Strapi media field as the REST API returns it (banner `image`; a product's `img` and `img2` are
 * the shared contract's `ProductImage`, the same shape). A query that asks for the `url` alone
 * has no size.
 */
export interface StrapiMedia {
  url: string;
  width?: number | null;
  height?: number | null;
  alternativeText?: string | null;
  formats?: Partial<Record<'thumbnail' | 'small' | 'medium' | 'large', StrapiImageFormat>> | null;
}

/** The shop's picture of one image: a src, a srcset over every rendition, and its size. */
export interface Picture {
  src: string;
  srcSet: string;
  width: number | undefined;
  height: number | undefined;
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
    width: media.width ?? undefined,
    height: media.height ?? undefined,
    alt: media.alternativeText || fallbackAlt,
  };
}
