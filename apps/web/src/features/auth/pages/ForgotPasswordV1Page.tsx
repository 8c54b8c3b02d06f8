import { CenteredAuthLayout } from '../components/CenteredAuthLayout.tsx';
import { ForgotPasswordForm } from '../components/ForgotPasswordForm.tsx';

// Template variant 1 (centered card) of the forgot-password page.
export default function ForgotPasswordV1Page() {
  return (
    <CenteredAuthLayout>
      <ForgotPasswordForm />
    </CenteredAuthLayout>
  );
}
