import { SplitAuthLayout } from '../components/SplitAuthLayout.tsx';
import { ForgotPasswordForm } from '../components/ForgotPasswordForm.tsx';

// /forgot-password
export default function ForgotPasswordPage() {
  return (
    <SplitAuthLayout>
      <ForgotPasswordForm />
    </SplitAuthLayout>
  );
}
