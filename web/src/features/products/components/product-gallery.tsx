import { useState } from 'react';
import { PictureImage } from '@/components/picture-image';
import { IMAGE_SIZES } from '@/config/image-sizes';
import { useTranslation } from '@/lib/i18n';
import type { Picture } from '@/lib/strapi-image';

/** The product page's two images; clicking a thumbnail shows it large (docs/product.md 2). */
export function ProductGallery({ images }: { images: (Picture | null)[] }) {
  const { t } = useTranslation();
  const pictures = images.filter((picture): picture is Picture => picture !== null);
  const [shownIndex, setShownIndex] = useState(0);
  const shown = pictures[shownIndex] ?? pictures[0] ?? null;
  return (
    <div className="gallery">
      <PictureImage picture={shown} sizes={IMAGE_SIZES.productMain} isPriority className="gallery__main" />
      {pictures.length > 1 ? (
        <div className="gallery__thumbs">
          {pictures.map((picture, index) => (
            <button
              key={picture.src}
              type="button"
              className="gallery__thumb"
              aria-label={t('product.showImage', { number: index + 1 })}
              aria-pressed={index === shownIndex}
              onClick={() => setShownIndex(index)}
            >
              <PictureImage picture={picture} sizes="96px" />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
