import { Alert, Button, Loader, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useContract, useSaveContract } from '../api/queries.ts';
import { contractToForm, emptyContract } from '../form/contract-form-model.ts';
import { ContractForm } from '../form/ContractForm.tsx';
import { contractPath } from '../paths.ts';
import { ContractPreview } from '../preview/ContractPreview.tsx';
import { dateTimeFormat } from '../../../lib/intl-format.ts';

const todayInPoland = () => dateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date());

const idParam = (text: string | null): number | null => {
  const id = Number(text);
  return text !== null && Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * /apps/contracts/add: a new contract (`?workerId=` picks the worker beforehand); with `?id=` the
 * same page shows that contract with its annexes, termination and PDF, and corrects it.
 */
export default function ContractAddPage() {
  const { t } = useTranslation('contracts');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const workerId = idParam(params.get('workerId'));
  const contract = useContract(id);
  const save = useSaveContract(id);

  if (id === null) {
    return (
      <Stack gap="md">
        <Title order={1} fz={26}>
          {t('add.title')}
        </Title>
        <ContractForm
          initial={emptyContract(todayInPoland(), workerId)}
          editing={false}
          submitLabel={t('actions.add')}
          onSubmit={async (body) => {
            const answer = await save.mutateAsync(body);
            await navigate(contractPath(answer.contract.id));
          }}
        />
      </Stack>
    );
  }
  if (contract.isLoading) return <Loader aria-label={t('states.loading')} />;
  if (contract.isError || !contract.data) {
    return (
      <Alert color="red" role="alert">
        {t('states.loadFailed')}{' '}
        <Button variant="subtle" size="compact-sm" onClick={() => void contract.refetch()}>
          {t('actions.retry')}
        </Button>
      </Alert>
    );
  }
  const current = contract.data.contract;
  return (
    <Stack gap="md">
      <Title order={1} fz={26}>
        {t('edit.title')}
      </Title>
      <ContractPreview contract={current} />
      {current.termination === null ? (
        <>
          <Title order={2} fz="lg">
            {t('edit.correct')}
          </Title>
          <ContractForm
            key={current.updatedAt}
            initial={contractToForm(current)}
            editing
            submitLabel={t('actions.save')}
            onSubmit={(body) => save.mutateAsync(body)}
          />
        </>
      ) : null}
    </Stack>
  );
}
