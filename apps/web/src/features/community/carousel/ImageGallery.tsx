import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageCarousel } from './ImageCarousel.tsx';
import './ImageGallery.css';
import '../community.css';

/** An item's images as thumbnails; each opens the carousel at itself. */
export function ImageGallery({ images }: { images: readonly { url: string }[] }) {
  const { t } = useTranslation('feed');
  const [open, setOpen] = useState<number | null>(null);
  if (images.length === 0) return null;
  return (
    <>
      <ul className="feed-images" aria-label={t('carousel.title')}>
        {images.map((image, index) => (
          <li key={image.url}>
            <button
              type="button"
              className="feed-image-button"
              onClick={() => setOpen(index)}
              aria-label={t('carousel.open', { index: index + 1, count: images.length })}
            >
              <img src={image.url} alt="" loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && <ImageCarousel images={images} startIndex={open} onClose={() => setOpen(null)} />}
    </>
  );
}
