import { DashboardPage } from '../../components/layout/dashboard-page';
import { SubscriptionCard } from '../../features/billing/components/subscription-card';
import { ChangePasswordCard } from '../../features/auth/components/change-password-card';
import { EmailVerificationCard } from '../../features/auth/components/email-verification-card';
import { WritingSettingsCard } from '../../features/grammar/components/writing-settings-card';
import { CookiePreferencesCard } from '../../features/users/components/cookie-preferences-card';
import { DeleteAccountCard } from '../../features/users/components/delete-account-card';
import { PhotoCard } from '../../features/users/components/photo-card';
import { ProfileCard } from '../../features/users/components/profile-card';
import { SubscriptionHistoryCard } from '../../features/users/components/subscription-history-card';

export default function SettingsRoute() {
  return (
    <DashboardPage title="Settings" description="Your profile, sign-in, writing, plan and privacy choices.">
      <ProfileCard />
      <PhotoCard />
      <EmailVerificationCard />
      <ChangePasswordCard />
      <WritingSettingsCard />
      <SubscriptionCard />
      <SubscriptionHistoryCard />
      <CookiePreferencesCard />
      <DeleteAccountCard />
    </DashboardPage>
  );
}
