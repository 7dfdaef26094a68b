import { hasPermission, PERMISSIONS, viewerRoles } from '@havn/domain';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { lazyPart } from '../../../components/lazy-part.tsx';
import { useViewer } from '../content/use-viewer.ts';

const { Part: Drawer } = lazyPart(() => import('./TranslationSettingsDrawer.tsx'));

/**
 * A small button that opens the translation settings drawer; shown only to those who have translation
 * settings (members). The drawer's code arrives on the first click, not with the page.
 */
export function TranslationSettingsButton() {
  const { t } = useTranslation('groups');
  const { viewer } = useViewer();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  if (!hasPermission(viewerRoles(viewer), PERMISSIONS.translationSettings)) return null;
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {t('translation.button')}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <Drawer open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
