import { Badge, Card, Grid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WorkerDetail } from '@saldo/contracts/workers';
import { NFZ_BRANCHES } from '@saldo/contracts/workers';
import { formatIban } from '@saldo/domain/identifiers/iban';
import { languageInfo } from '@saldo/i18n/languages';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value || '—'}</Text>
    </Grid.Col>
  );
}

/** The record as read: identity, contact, tax and PPK settings. */
export function WorkerFacts({ worker }: { worker: WorkerDetail }) {
  const { t } = useTranslation('workers');
  const a = worker.address;
  const address = [
    [a.street, [a.buildingNumber, a.flatNumber].filter(Boolean).join('/')].filter(Boolean).join(' '),
    [a.postalCode, a.city].filter(Boolean).join(' '),
    a.country === 'PL' ? '' : a.country,
  ]
    .filter(Boolean)
    .join(', ');
  const nfz = NFZ_BRANCHES.find(([code]) => code === worker.nfzBranch)?.[1] ?? '';
  const yes = (value: boolean) => (value ? t('yes') : t('no'));
  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('preview.record')}
        </Title>
        <Grid gap="sm">
          <Fact
            label={worker.identityKind === 'pesel' ? t('fields.pesel') : t('fields.passportNumber')}
            value={worker.identityKind === 'pesel' ? worker.pesel : worker.passportNumber}
          />
          <Fact label={t('fields.birthDate')} value={worker.birthDate ?? ''} />
          <Fact label={t('fields.sex')} value={worker.sex ? t(`sex.${worker.sex}`) : ''} />
          <Fact label={t('fields.email')} value={worker.email} />
          <Fact label={t('fields.phone')} value={worker.phone} />
          <Fact label={t('preview.address')} value={address} />
          <Fact
            label={t('fields.taxOffice')}
            value={worker.taxOfficeCode ? `${worker.taxOfficeCode} ${worker.taxOfficeName}` : ''}
          />
          <Fact label={t('fields.nfzBranch')} value={nfz} />
          <Fact
            label={t('fields.bankAccount')}
            value={worker.bankAccount ? formatIban(worker.bankAccount) : ''}
          />
          <Fact label={t('fields.kupVariant')} value={t(`kup.${worker.kupVariant}`)} />
          <Fact label={t('fields.payslipLanguage')} value={languageInfo[worker.payslipLanguage].name} />
          <Fact label={t('fields.pit2')} value={yes(worker.pit2)} />
          <Fact label={t('fields.student')} value={yes(worker.student)} />
          <Fact
            label={t('preview.under26Relief')}
            value={
              worker.under26Relief
                ? t('preview.reliefApplies')
                : worker.under26
                  ? t('preview.reliefWaived')
                  : t('preview.reliefNotApplicable')
            }
          />
          <Fact
            label="PPK"
            value={
              worker.ppkJoined
                ? t('preview.ppkRates', {
                    employee: worker.ppkEmployeeRate,
                    employer: worker.ppkEmployerRate,
                  })
                : worker.ppkOptOutDate
                  ? t('preview.ppkOptedOut', { date: worker.ppkOptOutDate })
                  : t('no')
            }
          />
        </Grid>
        {worker.education || worker.workHistory ? (
          <Stack gap={4}>
            {worker.education ? (
              <Text size="sm">{`${t('fields.education')}: ${worker.education}`}</Text>
            ) : null}
            {worker.workHistory ? (
              <Text size="sm">{`${t('fields.workHistory')}: ${worker.workHistory}`}</Text>
            ) : null}
          </Stack>
        ) : null}
        {worker.under26 ? (
          <Badge variant="light" w="fit-content">
            {t('list.under26')}
          </Badge>
        ) : null}
      </Stack>
    </Card>
  );
}
