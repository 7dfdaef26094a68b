import { type ComponentType, lazy, useState } from 'react';

/**
 * A component whose code is a chunk of its own, fetched the first time it renders (React.lazy: the
 * nearest Suspense waits). Once fetched, later uses render it at once; `preload` fetches it ahead
 * (the component tests do, so a dialog opens in the same render as before).
 */
export function lazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | null = null;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  function Part(props: P) {
    // Chosen once per use: switching from the lazy wrapper to the loaded one would remount it.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return { Part, preload };
}
