import { SetupWizard } from '../components/SetupWizard.tsx';

/** /forms/form-wizard: the gallery's wizard is the company's real setup wizard (issue 27). */
export default function FormWizardPage() {
  return <SetupWizard />;
}
