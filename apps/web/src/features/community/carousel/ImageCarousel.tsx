import * as RadixDialog from '@radix-ui/react-dialog';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { swipeDirection } from './swipe.ts';
import './ImageCarousel.css';
import '../community.css';

/**
 * The image carousel overlay: arrow keys and buttons turn the image, a swipe of 50 px or 500 px/s
 * turns it on touch screens, Escape and the close button close it. Focus stays inside while open.
 */
export function ImageCarousel({
  images,
  startIndex,
  onClose,
}: {
  images: readonly { url: string }[];
  startIndex: number;
  onClose(): void;
}) {
  const { t } = useTranslation('feed');
  const [index, setIndex] = useState(startIndex);
  const start = useRef<{ x: number; time: number } | null>(null);
  const count = images.length;
  const go = (step: 1 | -1) => setIndex((i) => (i + step + count) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    }
  };
  const onPointerDown = (event: PointerEvent) => {
    start.current = { x: event.clientX, time: event.timeStamp };
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from) return;
    const direction = swipeDirection(event.clientX - from.x, event.timeStamp - from.time);
    if (direction) go(direction === 'next' ? 1 : -1);
  };

  const image = images[index];
  const position = t('carousel.position', { index: index + 1, count });
  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="carousel-overlay" />
        <RadixDialog.Content
          className="carousel"
          onKeyDown={onKeyDown}
          aria-roledescription={t('carousel.role')}
        >
          <RadixDialog.Title className="visually-hidden">{t('carousel.title')}</RadixDialog.Title>
          <RadixDialog.Description className="visually-hidden">{t('carousel.help')}</RadixDialog.Description>
          <div
            className="carousel-stage"
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => {
              start.current = null;
            }}
          >
            {image && <img src={image.url} alt={position} draggable={false} />}
          </div>
          <p className="carousel-position" aria-live="polite">
            {position}
          </p>
          {count > 1 && (
            <>
              <button
                type="button"
                className="carousel-nav carousel-prev"
                onClick={() => go(-1)}
                aria-label={t('carousel.previous')}
              >
                <span aria-hidden="true">‹</span>
              </button>
              <button
                type="button"
                className="carousel-nav carousel-next"
                onClick={() => go(1)}
                aria-label={t('carousel.next')}
              >
                <span aria-hidden="true">›</span>
              </button>
            </>
          )}
          <RadixDialog.Close className="carousel-close" aria-label={t('carousel.close')}>
            <span aria-hidden="true">×</span>
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
