import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { openingFrom } from '../lib/focus.ts';
import { renderWithApp } from '../lib/testing/render-with-app.tsx';
import { Modal } from './Dialog.tsx';

/** A button that opens a modal; the modal can also remove the button, as a delete does. */
function Opener({ viaMenu = false }: { viaMenu?: boolean }) {
  const [open, setOpen] = useState(false);
  const [gone, setGone] = useState(false);
  const fallback = useRef<HTMLHeadingElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <main>
      <h1 ref={fallback}>Orders</h1>
      <button ref={trigger} type="button">
        Menu
      </button>
      {!gone && (
        <button
          type="button"
          onClick={() => {
            if (viaMenu) openingFrom(trigger.current);
            setOpen(true);
          }}
        >
          Open
        </button>
      )}
      <Modal open={open} onOpenChange={setOpen} title="Dialog" returnFocusTo={() => fallback.current}>
        <button
          type="button"
          onClick={() => {
            setGone(true);
            setOpen(false);
          }}
        >
          Remove opener
        </button>
      </Modal>
    </main>
  );
}

describe('a dialog gives focus back as it closes', () => {
  it('to the button that opened it', async () => {
    await renderWithApp(<Opener />);
    const open = screen.getByRole('button', { name: 'Open' });
    open.focus();
    fireEvent.click(open);
    await screen.findByRole('dialog');
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' })));
  });

  it('to the fallback it names when the opener is gone', async () => {
    await renderWithApp(<Opener />);
    const open = screen.getByRole('button', { name: 'Open' });
    open.focus();
    fireEvent.click(open);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove opener' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Orders' })));
  });

  it("to the menu's trigger when a menu opened it", async () => {
    await renderWithApp(<Opener viaMenu />);
    const open = screen.getByRole('button', { name: 'Open' });
    open.focus();
    fireEvent.click(open);
    await screen.findByRole('dialog');
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Menu' })));
  });
});
