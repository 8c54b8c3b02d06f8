import { CenteredAuthLayout } from '../components/CenteredAuthLayout.tsx';
import { LoginForm } from '../components/LoginForm.tsx';
import { RouterAuthNavigation } from '../RouterAuthNavigation.tsx';

// /pages/authentication/login-v1: the same form in the centered card.
export default function LoginV1Page() {
  return (
    <RouterAuthNavigation>
      <CenteredAuthLayout>
        <LoginForm />
      </CenteredAuthLayout>
    </RouterAuthNavigation>
  );
}
