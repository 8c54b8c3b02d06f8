import { SplitAuthLayout } from '../components/SplitAuthLayout.tsx';
import { LoginForm } from '../components/LoginForm.tsx';

// /login: the split variant is the product's own sign-in page.
export default function LoginPage() {
  return (
    <SplitAuthLayout>
      <LoginForm />
    </SplitAuthLayout>
  );
}
