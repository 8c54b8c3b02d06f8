import { SplitAuthLayout } from '../components/SplitAuthLayout.tsx';
import { RegisterForm } from '../components/RegisterForm.tsx';

// Template variant 2 (split screen) of the register page.
export default function RegisterV2Page() {
  return (
    <SplitAuthLayout>
      <RegisterForm />
    </SplitAuthLayout>
  );
}
