import { SplitAuthLayout } from '../components/SplitAuthLayout.tsx';
import { LoginForm } from '../components/LoginForm.tsx';
import { RouterAuthNavigation } from '../RouterAuthNavigation.tsx';

// /pages/authentication/login-v2: the same form beside the illustration.
export default function LoginV2Page() {
  return (
    <RouterAuthNavigation>
      <SplitAuthLayout>
        <LoginForm />
      </SplitAuthLayout>
    </RouterAuthNavigation>
  );
}
