import { SplitAuthLayout } from '../components/SplitAuthLayout.tsx';
import { ResetPasswordForm } from '../components/ResetPasswordForm.tsx';

// The page the reset e-mail links to (?token=).
export default function ResetPasswordPage() {
  return (
    <SplitAuthLayout>
      <ResetPasswordForm />
    </SplitAuthLayout>
  );
}
