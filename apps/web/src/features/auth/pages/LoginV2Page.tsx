import { SplitAuthLayout } from '../components/SplitAuthLayout.tsx';
import { LoginForm } from '../components/LoginForm.tsx';

// /pages/authentication/login-v2: the same form beside the illustration.
export default function LoginV2Page() {
  return (
    <SplitAuthLayout>
      <LoginForm />
    </SplitAuthLayout>
  );
}
