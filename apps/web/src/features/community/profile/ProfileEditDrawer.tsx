import type { ProfileView } from '@havn/contract/web';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { Drawer } from '../../../components/Dialog.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { AvatarEditor } from './AvatarEditor.tsx';
import { BioField } from './BioField.tsx';
import { DeactivateModal } from './DeactivateModal.tsx';
import { MutedUsersModal } from './MutedUsersModal.tsx';
import { ShareablePortfolios } from './ShareablePortfolios.tsx';
import './ProfileEditDrawer.css';
import './profile.css';

/**
 * The profile edit drawer (spec section 2): avatar, username shown but disabled, bio, shareable
 * portfolios, muted users, deactivate account.
 */
export function ProfileEditDrawer({
  profile,
  open,
  onOpenChange,
  onDeactivated,
}: {
  profile: ProfileView;
  open: boolean;
  onOpenChange(open: boolean): void;
  onDeactivated(): void;
}) {
  const { t } = useTranslation('community');
  const [mutedOpen, setMutedOpen] = useState(false);
  const [deactivateOpen, setDeactivateOpen] = useState(false);
  return (
    <Drawer open={open} onOpenChange={onOpenChange} title={t('edit.title')}>
      <div className="cp-edit">
        <AvatarEditor profile={profile} />
        <section className="cp-edit-section" aria-labelledby="cp-edit-about">
          <h3 id="cp-edit-about">{t('edit.about')}</h3>
          <TextField
            label={t('edit.username')}
            value={profile.username}
            disabled
            hint={t('edit.usernameHint')}
            readOnly
          />
          <BioField initial={profile.description} />
        </section>
        <section className="cp-edit-section" aria-labelledby="cp-edit-sharing">
          <h3 id="cp-edit-sharing">{t('sharing.title')}</h3>
          <p className="muted">{t('sharing.intro')}</p>
          <ShareablePortfolios />
        </section>
        <section className="cp-edit-section" aria-labelledby="cp-edit-muted">
          <h3 id="cp-edit-muted">{t('muted.title')}</h3>
          <Button variant="secondary" onClick={() => setMutedOpen(true)}>
            {t('edit.showMuted')}
          </Button>
        </section>
        <section className="cp-edit-section" aria-labelledby="cp-edit-deactivate">
          <h3 id="cp-edit-deactivate">{t('edit.deactivate')}</h3>
          <p className="muted">{t('edit.deactivateHint')}</p>
          <Button variant="secondary" onClick={() => setDeactivateOpen(true)}>
            {t('edit.deactivate')}
          </Button>
        </section>
      </div>
      <MutedUsersModal open={mutedOpen} onOpenChange={setMutedOpen} />
      <DeactivateModal
        open={deactivateOpen}
        onOpenChange={setDeactivateOpen}
        onDeactivated={() => {
          onOpenChange(false);
          onDeactivated();
        }}
      />
    </Drawer>
  );
}
