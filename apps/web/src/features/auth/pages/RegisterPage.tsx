import { SplitAuthLayout } from '../components/SplitAuthLayout.tsx';
import { RegisterForm } from '../components/RegisterForm.tsx';

// /register
export default function RegisterPage() {
  return (
    <SplitAuthLayout>
      <RegisterForm />
    </SplitAuthLayout>
  );
}
