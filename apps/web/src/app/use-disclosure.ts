import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The phone header's menu as a disclosure: the button says whether it is open (aria-expanded),
 * opening moves focus to the menu's first link, Escape closes it and gives focus back to the button.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const close = useCallback((returnFocus = true) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);
  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>('a[href], button, input, select')?.focus();
  }, [open]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close]);
  return {
    open,
    buttonRef,
    panelRef,
    toggle: () => setOpen((was) => !was),
    close,
  };
}
