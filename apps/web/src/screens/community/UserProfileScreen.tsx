import { SignUpBanner } from '../../features/community/membership/SignUpBanner.tsx';
import { ProfilePage } from '../../features/community/profile/ProfilePage.tsx';
import type { Page } from '../../lib/page.ts';

/** A member's profile by slug (route `user-profile`). */
export default function UserProfileScreen({ page }: { page: Page }) {
  const slug = String(page.params.slug ?? '');
  // Keyed by slug: moving to another member's profile starts with every drawer closed.
  return (
    <>
      <ProfilePage key={slug} slug={slug} />
      <SignUpBanner />
    </>
  );
}
