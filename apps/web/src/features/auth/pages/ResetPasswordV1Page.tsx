import { CenteredAuthLayout } from '../components/CenteredAuthLayout.tsx';
import { ResetPasswordForm } from '../components/ResetPasswordForm.tsx';

// Template variant 1 (centered card) of the reset-password page.
export default function ResetPasswordV1Page() {
  return (
    <CenteredAuthLayout>
      <ResetPasswordForm />
    </CenteredAuthLayout>
  );
}
