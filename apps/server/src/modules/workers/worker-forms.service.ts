// The onboarding questionnaire: an admin mails a single-use link (only its hash is stored, valid 14
// days); the person answers without an account; the answers wait as 'submitted' and change nothing
// until an admin takes chosen fields into a record. Accepted or rejected answers are then cleared from
// the link's row: the data lives on in the record only, not in a second copy.
import { normalizeWorkerFormAnswers, workerFormProblems } from '@saldo/contracts/worker-rules';
import {
  WORKER_FORM_TTL_DAYS,
  workerFormRefusalCodes,
  workerInputSchema,
  type PublicWorkerForm,
  type WorkerFormAccept,
  type WorkerFormAnswers,
  type WorkerFormDetail,
  type WorkerFormList,
  type WorkerFormSend,
  type WorkerFormSummary,
  type WorkerInput,
  type WorkerResponse,
} from '@saldo/contracts/workers';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { translate } from '../../i18n/translate.ts';
import type { OutgoingMail } from '../../integrations/mail/outbox.repository.ts';
import { escapeHtml } from '../../integrations/mail/templates.ts';
import { AppError, validationError } from '../../lib/app-error.ts';
import { DAY_MS, inFuture, now, todayInPoland } from '../../lib/dates.ts';
import { hashToken, newSecureToken } from '../../lib/secure-token.ts';
import type { Caller } from '../../lib/caller.ts';
import { assertMaySend, sendingTransaction } from '../mail/outside-mail.service.ts';
import {
  findWorker,
  findWorkerFormByToken,
  findWorkerFormWithWorker,
  insertWorkerAudit,
  insertWorkerForm,
  listWorkerFormRows,
  lockWorker,
  lockWorkerForm,
  lockWorkerFormByToken,
  organizationName,
  updateWorkerForm,
} from './workers.repository.ts';
import type { WorkerFormRow } from './workers.table.ts';
import {
  applyWorkerChange,
  checkedWorkerValues,
  duplicatePeselRace,
  insertNewWorker,
  problemErrors,
  workerInputOf,
  workerNotFound,
  workerResponse,
} from './workers.service.ts';
import { notify } from '../notifications/notifications.repository.ts';

const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;
const formNotFound = () => new AppError(404, 'workers.formNotFound');

function formStatus(row: WorkerFormRow, at: Date): WorkerFormSummary['status'] {
  return row.status === 'sent' && row.expiresAt <= at ? 'expired' : row.status;
}

function summary(
  row: WorkerFormRow,
  worker: { firstName: string | null; lastName: string | null },
): WorkerFormSummary {
  return {
    id: row.id,
    email: row.email,
    language: row.language,
    includePayroll: row.includePayroll,
    status: formStatus(row, now()),
    workerId: row.workerId,
    workerName: [worker.firstName, worker.lastName].filter(Boolean).join(' '),
    answeredName: row.answers ? `${row.answers.firstName} ${row.answers.lastName}`.trim() : '',
    sentAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
  };
}

function questionnaireMail(
  language: WorkerFormSend['language'],
  organization: string,
  to: string,
  link: string,
): OutgoingMail {
  const params = { organization };
  const intro = translate(language, 'workers.mail.intro', params);
  const validity = translate(language, 'workers.mail.validity');
  const privacy = translate(language, 'workers.mail.privacy');
  const signature = translate(language, 'mail.signature');
  const text = [intro, link, '', validity, privacy, '', signature].join('\n');
  const paragraph = (t: string) => `<p>${escapeHtml(t)}</p>`;
  const html = [
    paragraph(intro),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    paragraph(validity),
    paragraph(privacy),
    paragraph(signature),
  ].join('\n');
  return { to, subject: translate(language, 'workers.mail.subject', params), text, html };
}

/** Mails a new questionnaire link through the outside-mail gate (its refusals pass through as they are). */
export async function sendWorkerForm(
  ctx: AppContext,
  caller: Caller,
  input: WorkerFormSend,
): Promise<WorkerFormSummary> {
  const email = input.email.trim();
  if (!EMAIL.test(email)) throw validationError({ email: { key: 'workers.formEmailInvalid' } });
  const worker =
    input.workerId === null ? null : await findWorker(ctx.db, caller.organizationId, input.workerId);
  if (input.workerId !== null && !worker) throw workerNotFound();
  const sender = { organizationId: caller.organizationId, userId: caller.id };
  await assertMaySend(ctx, sender, { to: email });
  const organization = await organizationName(ctx.db, caller.organizationId);
  return sendingTransaction(ctx, sender, async (tx, queue) => {
    const token = newSecureToken();
    const row = await insertWorkerForm(tx, {
      organizationId: caller.organizationId,
      workerId: worker?.id ?? null,
      email,
      language: input.language,
      includePayroll: input.includePayroll,
      tokenHash: hashToken(token),
      expiresAt: inFuture(WORKER_FORM_TTL_DAYS * DAY_MS),
      sentBy: caller.id,
    });
    const link = `${ctx.config.appUrl}/worker-form?token=${encodeURIComponent(token)}`;
    await queue(questionnaireMail(input.language, organization, email, link));
    return summary(row, { firstName: worker?.firstName ?? null, lastName: worker?.lastName ?? null });
  });
}

export async function listWorkerForms(ctx: AppContext, caller: Caller): Promise<WorkerFormList> {
  const rows = await listWorkerFormRows(ctx.db, caller.organizationId);
  return { forms: rows.map(({ form, ...worker }) => summary(form, worker)) };
}

export async function getWorkerForm(ctx: AppContext, caller: Caller, id: number) {
  const found = await findWorkerFormWithWorker(ctx.db, caller.organizationId, id);
  if (!found) throw formNotFound();
  const { form, ...worker } = found;
  const detail: WorkerFormDetail = { ...summary(form, worker), answers: form.answers };
  return { form: detail };
}

/** The record's input with the chosen answers written over it. */
export function withAcceptedAnswers(
  input: WorkerInput,
  answers: WorkerFormAnswers,
  fields: WorkerFormAccept['fields'],
): WorkerInput {
  const next: WorkerInput = { ...input, address: { ...input.address } };
  const chosen = new Set(fields);
  for (const field of chosen) {
    switch (field) {
      case 'pesel':
        next.identityKind = 'pesel';
        next.pesel = answers.pesel;
        break;
      case 'passportNumber':
        if (!chosen.has('pesel')) next.identityKind = 'passport';
        next.passportNumber = answers.passportNumber;
        break;
      case 'address':
        next.address = { ...answers.address };
        break;
      case 'birthDate':
        next.birthDate = answers.birthDate;
        break;
      default:
        next[field] = answers[field];
    }
  }
  return next;
}

/** Takes the chosen answers into an existing worker, or into a new candidate's record. */
export async function acceptWorkerForm(
  ctx: AppContext,
  caller: Caller,
  id: number,
  input: WorkerFormAccept,
): Promise<WorkerResponse> {
  const row = await ctx.db
    .transaction(async (tx) => {
      const form = await lockWorkerForm(tx, caller.organizationId, id);
      if (!form) throw formNotFound();
      const answers = form.answers;
      if (form.status !== 'submitted' || answers === null) {
        throw new AppError(409, 'workers.formNotSubmitted');
      }
      const fields = [...new Set(input.fields)];
      const audit = { action: 'form_accepted', formId: form.id };
      let worker;
      if (input.workerId === null) {
        const blank = workerInputSchema.parse({ address: {} });
        const values = checkedWorkerValues(withAcceptedAnswers(blank, answers, fields));
        worker = await insertNewWorker(tx, caller.organizationId, caller.id, values, {
          ...audit,
          fields,
        });
      } else {
        const current = await lockWorker(tx, caller.organizationId, input.workerId);
        if (!current) throw workerNotFound();
        const values = checkedWorkerValues(withAcceptedAnswers(workerInputOf(current), answers, fields));
        worker = await applyWorkerChange(tx, caller, current, values, audit);
      }
      await updateWorkerForm(tx, form.id, {
        status: 'accepted',
        workerId: worker.id,
        answers: null,
        reviewedBy: caller.id,
        reviewedAt: now(),
      });
      return worker;
    })
    .catch(duplicatePeselRace);
  return workerResponse(ctx.db, row);
}

/** Discards the answers (or withdraws an unanswered link, which then stops working). */
export async function rejectWorkerForm(ctx: AppContext, caller: Caller, id: number) {
  await ctx.db.transaction(async (tx) => {
    const form = await lockWorkerForm(tx, caller.organizationId, id);
    if (!form) throw formNotFound();
    if (form.status !== 'sent' && form.status !== 'submitted') {
      throw new AppError(409, 'workers.formNotSubmitted');
    }
    await updateWorkerForm(tx, form.id, {
      status: 'rejected',
      answers: null,
      reviewedBy: caller.id,
      reviewedAt: now(),
    });
  });
  return getWorkerForm(ctx, caller, id);
}

// ---------------------------------------------------------------------------------------------
// The logged-out side

/** The link's row if it can still be answered; otherwise the refusal the page shows. */
function openForm(row: WorkerFormRow | undefined): WorkerFormRow {
  if (!row) throw new AppError(404, 'workers.formLinkInvalid');
  if (row.status !== 'sent') {
    throw new AppError(410, 'workers.formUsed', { code: workerFormRefusalCodes.used });
  }
  if (row.expiresAt <= now()) {
    throw new AppError(410, 'workers.formExpired', { code: workerFormRefusalCodes.expired });
  }
  return row;
}

export async function publicWorkerForm(db: Db, token: string): Promise<PublicWorkerForm> {
  const row = openForm(await findWorkerFormByToken(db, hashToken(token)));
  return {
    organizationName: await organizationName(db, row.organizationId),
    language: row.language,
    includePayroll: row.includePayroll,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** Stores the answers for review; the link is used up in the same transaction. */
export async function submitWorkerForm(db: Db, token: string, answers: WorkerFormAnswers): Promise<void> {
  await db.transaction(async (tx) => {
    const row = openForm(await lockWorkerFormByToken(tx, hashToken(token)));
    const normalized = normalizeWorkerFormAnswers(answers, row.includePayroll);
    const problems = workerFormProblems(normalized, row.includePayroll, todayInPoland());
    if (Object.keys(problems).length > 0) throw validationError(problemErrors(problems));
    await updateWorkerForm(tx, row.id, { status: 'submitted', answers: normalized, submittedAt: now() });
    await insertWorkerAudit(tx, {
      organizationId: row.organizationId,
      workerId: row.workerId,
      userId: null,
      action: 'form_submitted',
      formId: row.id,
    });
    await notify(tx, {
      organizationId: row.organizationId,
      kind: 'questionnaireSubmitted',
      params: { name: `${normalized.firstName} ${normalized.lastName}`.trim() },
      link: `/apps/workers/preview/${row.workerId}`,
    });
  });
}
