import type { ContentMenuAction, EditRefusal } from '@havn/domain';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { focusIsLost, openingFrom } from '../../../lib/focus.ts';
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
  const trigger = useRef<HTMLButtonElement>(null);
  const windowClosed = editRefusal === 'EDIT_WINDOW_CLOSED' && item.type !== 'TRADE';
  if (actions.length === 0 && !windowClosed) return null;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        ref={trigger}
        className="feed-menu-trigger"
        aria-label={t(`menu.label.${item.type}`)}
      >
        <span aria-hidden="true">⋯</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className="feed-menu"
          align="end"
          sideOffset={4}
          // Back to the trigger only when focus went nowhere: Edit's box or a dialog already has it.
          onCloseAutoFocus={(event) => {
            if (!focusIsLost()) event.preventDefault();
          }}
        >
          {actions.map((action) => (
            <DropdownMenu.Item
              key={action}
              className="feed-menu-item"
              onSelect={() => {
                // The item goes with the menu: a dialog it opens gives focus back to the trigger.
                openingFrom(trigger.current);
                onAction(action);
              }}
            >
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
