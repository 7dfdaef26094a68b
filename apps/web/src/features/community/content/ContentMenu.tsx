import type { ContentMenuAction, EditRefusal } from '@havn/domain';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import type { ItemFields } from './types.ts';
import './ContentMenu.css';

/**
 * The "…" menu of an item, built from `contentMenu` of @havn/domain: the author sees edit and delete
 * while allowed, another member report and mute, a visitor no menu at all. After the edit window the
 * author sees why Edit is gone.
 */
export function ContentMenu({
  item,
  actions,
  editRefusal,
  onAction,
}: {
  item: ItemFields;
  actions: readonly ContentMenuAction[];
  editRefusal: EditRefusal | null;
  onAction(action: ContentMenuAction): void;
}) {
  const { t } = useTranslation('feed');
  const windowClosed = editRefusal === 'EDIT_WINDOW_CLOSED' && item.type !== 'TRADE';
  if (actions.length === 0 && !windowClosed) return null;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="feed-menu-trigger" aria-label={t(`menu.label.${item.type}`)}>
        <span aria-hidden="true">⋯</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="feed-menu" align="end" sideOffset={4}>
          {actions.map((action) => (
            <DropdownMenu.Item key={action} className="feed-menu-item" onSelect={() => onAction(action)}>
              {action === 'mute' ? t('menu.mute', { username: item.profile.username }) : t(`menu.${action}`)}
            </DropdownMenu.Item>
          ))}
          {windowClosed && item.type !== 'TRADE' && (
            <DropdownMenu.Item className="feed-menu-item feed-menu-note" disabled>
              {t(`menu.editWindowClosed.${item.type}`)}
            </DropdownMenu.Item>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
