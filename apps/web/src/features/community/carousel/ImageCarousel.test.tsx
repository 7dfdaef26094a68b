import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../lib/testing/render-with-app.tsx';
import { ImageCarousel } from './ImageCarousel.tsx';

const images = [{ url: '/media/a.png' }, { url: '/media/b.png' }, { url: '/media/c.png' }];

describe('the image carousel overlay', () => {
  it('turns with the arrow keys and buttons, wraps around, and closes on Escape', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    await renderWithApp(<ImageCarousel images={images} startIndex={0} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Images' });
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('/media/a.png');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('img', { name: 'Image 2 of 3' })).toBeTruthy();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('img', { name: 'Image 3 of 3' }).getAttribute('src')).toBe('/media/c.png');
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByRole('img', { name: 'Image 1 of 3' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
