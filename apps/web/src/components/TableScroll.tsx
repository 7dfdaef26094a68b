import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A wide table's own scroll box: on a narrow screen the table scrolls sideways inside it and the page
 * stays as wide as the screen. While it scrolls it is a labelled region a keyboard can focus (so
 * arrow keys scroll it), named apart from the section around it ("Orders (table)"); when everything
 * fits it adds no tab stop.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => setScrolls(box.scrollWidth > box.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={ref}
      className="table-scroll"
      {...(scrolls
        ? { role: 'region', 'aria-label': t('tableScroll.label', { name: label }), tabIndex: 0 }
        : {})}
    >
      {children}
    </div>
  );
}
