import { Suspense, useState } from 'react';
import type { DialogProps } from './DialogFrame.tsx';
import { lazyPart } from './lazy-part.tsx';

// Radix's dialog (focus scope, scroll lock, portal) is a chunk of its own, loaded the first time a
// dialog opens: pages that could open one do not download it before they are used.
const { Part: Frame, preload: preloadDialog } = lazyPart(() => import('./DialogFrame.tsx'));

export { preloadDialog };

/**
 * A modal dialog: focus is trapped inside, Escape and the close button close it, and focus returns to
 * what opened it, or to `returnFocusTo` (see DialogFrame.tsx).
 */
export function Modal(props: DialogProps) {
  return <WhenOpened {...props} kind="modal" />;
}

/** A side drawer (the spec's Thread drawer, profile drawers, group drawers): a dialog at the edge. */
export function Drawer(props: DialogProps) {
  return <WhenOpened {...props} kind="drawer" />;
}

/** Nothing until the dialog first opens; then the frame stays, so closing returns focus as it should. */
function WhenOpened(props: DialogProps & { kind: 'modal' | 'drawer' }) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Frame {...props} />
    </Suspense>
  );
}
