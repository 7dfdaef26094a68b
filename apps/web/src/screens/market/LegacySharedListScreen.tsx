import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { type Page, pagePath } from '../../lib/page.ts';

/**
 * The legacy shared watchlist links (`shared-list-old`, `shared-list-by-owner-old`, issue 6 item 7)
 * still resolve: they carry the listId, so they replace themselves with the current `shared-list`
 * page (the owner in the older one is not needed any more).
 */
export function legacySharedListTarget(page: Page): string | null {
  const listId = page.params.listId;
  return listId ? pagePath('shared-list', page.site, { listId }) : null;
}

export default function LegacySharedListScreen({ page }: { page: Page }) {
  const navigate = useNavigate();
  const target = legacySharedListTarget(page);
  useEffect(() => {
    void navigate(target ?? pagePath('watchlist', page.site), { replace: true });
  }, [navigate, target, page.site]);
  return null;
}
