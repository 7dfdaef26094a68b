import { shouldAutoTranslate } from '@havn/domain';
import * as Switch from '@radix-ui/react-switch';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Drawer } from '../../../components/Dialog.tsx';
import {
  useSaveTranslationSettingsMutation,
  useTranslationSettingsQuery,
  useTranslationStatusQuery,
} from './queries.ts';
import '../community.css';
import './TranslationSettingsDrawer.css';

/**
 * The translation settings drawer (spec section 2): one switch, auto-translate, on by default. Its code
 * (and Radix's switch) loads when a member first opens it (TranslationSettingsButton.tsx).
 */
export function TranslationSettingsDrawer({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation('groups');
  return (
    <Drawer open={open} onOpenChange={onOpenChange} title={t('translation.title')}>
      <TranslationSettingsForm />
    </Drawer>
  );
}

function TranslationSettingsForm() {
  const { t } = useTranslation('groups');
  const id = useId();
  const setting = useTranslationSettingsQuery();
  const save = useSaveTranslationSettingsMutation();
  const status = useTranslationStatusQuery();
  // Without an engine the switch would do nothing: it is shown off and disabled, and the drawer says why.
  const unavailable = status.data?.available === false;
  const auto = !unavailable && shouldAutoTranslate({ translations: setting.data });
  return (
    <div className="gr-translation-settings">
      {unavailable && <Alert tone="info">{t('translation.unavailable')}</Alert>}
      {setting.isError && <Alert tone="info">{t('translation.loadFailed')}</Alert>}
      <div className="gr-switch-row">
        <label htmlFor={id}>{t('translation.auto')}</label>
        <Switch.Root
          id={id}
          className="gr-switch"
          checked={auto}
          disabled={unavailable}
          aria-describedby={`${id}-hint`}
          onCheckedChange={(checked) => save.mutate({ auto: checked })}
        >
          <Switch.Thumb className="gr-switch-thumb" />
        </Switch.Root>
      </div>
      <p id={`${id}-hint`} className="field-hint">
        {t('translation.autoHint')}
      </p>
      {save.isError && <Alert>{t('translation.saveFailed')}</Alert>}
    </div>
  );
}

export default TranslationSettingsDrawer;
