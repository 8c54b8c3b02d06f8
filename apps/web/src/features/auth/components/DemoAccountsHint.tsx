import { useEffect, useState } from 'react';
import { Alert, Code, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { demoAccountsAvailable } from '../api/login-api.ts';

/** The seeded demo users (see the server's seed), so a visitor can look around without registering. */
const demoAccounts = [
  { role: 'admin', email: 'admin@demo.com', password: 'admin' },
  { role: 'client', email: 'client@demo.com', password: 'client' },
] as const;

/** Asked once per page shown (the login page has no query cache, issue 18); a failure means no. */
function useDemoAccountsAvailable(): boolean {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    let current = true;
    demoAccountsAvailable().then(
      (yes) => current && setAvailable(yes),
      () => current && setAvailable(false),
    );
    return () => {
      current = false;
    };
  }, []);
  return available;
}

/**
 * Shown only while the demo accounts exist (GET /api/jwt/demo-accounts): an instance started with
 * DEMO=off, or one whose demo users were removed, must not advertise passwords that do not work.
 * While loading or when the question fails, nothing is shown.
 */
export function DemoAccountsHint() {
  const { t } = useTranslation('auth');
  const available = useDemoAccountsAvailable();
  if (!available) return null;
  return (
    <Alert
      role="note"
      variant="light"
      color="blue"
      icon={<IconInfoCircle aria-hidden />}
      title={t('login.demoTitle')}
    >
      {demoAccounts.map((account) => (
        <Text key={account.role} fz="sm">
          {t(`login.demoRole.${account.role}`)}: <Code>{account.email}</Code> /{' '}
          <Code>{account.password}</Code>
        </Text>
      ))}
    </Alert>
  );
}
