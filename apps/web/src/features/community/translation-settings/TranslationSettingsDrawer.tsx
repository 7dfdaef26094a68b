import { hasPermission, PERMISSIONS, shouldAutoTranslate, viewerRoles } from '@havn/domain';
import * as Switch from '@radix-ui/react-switch';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Drawer } from '../../../components/Dialog.tsx';
import { useViewer } from '../content/use-viewer.ts';
import {
  useSaveTranslationSettingsMutation,
  useTranslationSettingsQuery,
  useTranslationStatusQuery,
} from './queries.ts';
import '../community.css';
import './TranslationSettingsDrawer.css';

/** The translation settings drawer (spec section 2): one switch, auto-translate, on by default. */
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

/** A small button that opens the drawer; shown only to those who have translation settings (members). */
export function TranslationSettingsButton() {
  const { t } = useTranslation('groups');
  const { viewer } = useViewer();
  const [open, setOpen] = useState(false);
  if (!hasPermission(viewerRoles(viewer), PERMISSIONS.translationSettings)) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('translation.button')}
      </Button>
      <TranslationSettingsDrawer open={open} onOpenChange={setOpen} />
    </>
  );
}
