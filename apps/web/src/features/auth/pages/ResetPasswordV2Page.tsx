import { SplitAuthLayout } from '../components/SplitAuthLayout.tsx';
import { ResetPasswordForm } from '../components/ResetPasswordForm.tsx';

// Template variant 2 (split screen) of the reset-password page.
export default function ResetPasswordV2Page() {
  return (
    <SplitAuthLayout>
      <ResetPasswordForm />
    </SplitAuthLayout>
  );
}
