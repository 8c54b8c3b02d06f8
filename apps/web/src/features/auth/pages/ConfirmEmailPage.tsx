import { CenteredAuthLayout } from '../components/CenteredAuthLayout.tsx';
import { ConfirmEmailStatus } from '../components/ConfirmEmailStatus.tsx';

// The page the confirmation e-mail links to (?token=).
export default function ConfirmEmailPage() {
  return (
    <CenteredAuthLayout>
      <ConfirmEmailStatus />
    </CenteredAuthLayout>
  );
}
