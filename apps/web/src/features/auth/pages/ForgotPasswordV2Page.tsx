import { SplitAuthLayout } from '../components/SplitAuthLayout.tsx';
import { ForgotPasswordForm } from '../components/ForgotPasswordForm.tsx';

// Template variant 2 (split screen) of the forgot-password page.
export default function ForgotPasswordV2Page() {
  return (
    <SplitAuthLayout>
      <ForgotPasswordForm />
    </SplitAuthLayout>
  );
}
