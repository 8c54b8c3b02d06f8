import { SplitAuthLayout } from './SplitAuthLayout.tsx';
import { LoginForm } from './LoginForm.tsx';

/** /login: the split variant is the product's own sign-in page (in the app, or before it: login-main). */
export function LoginScreen() {
  return (
    <SplitAuthLayout>
      <LoginForm />
    </SplitAuthLayout>
  );
}
