import { CenteredAuthLayout } from '../components/CenteredAuthLayout.tsx';
import { RegisterForm } from '../components/RegisterForm.tsx';

// Template variant 1 (centered card) of the register page.
export default function RegisterV1Page() {
  return (
    <CenteredAuthLayout>
      <RegisterForm />
    </CenteredAuthLayout>
  );
}
