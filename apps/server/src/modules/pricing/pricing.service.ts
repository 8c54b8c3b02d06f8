import type { Language } from '@saldo/i18n/languages';
import type { PlanChangeBody, PlanChangeRequest, PricingData } from '@saldo/contracts/pricing';
import type { AppContext } from '../../app-context.ts';
import { translate } from '../../i18n/translate.ts';
import type { OutgoingMail } from '../../integrations/mail/outbox.repository.ts';
import { escapeHtml } from '../../integrations/mail/templates.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { sendingTransaction } from '../mail/outside-mail.service.ts';
import { pricingPlans } from './pricing-plans.ts';
import {
  findOrganizationPlan,
  findRequester,
  insertPlanChangeRequest,
  latestPlanChangeRequest,
} from './pricing.repository.ts';
import type { PlanChangeRequestRow } from './pricing.table.ts';

const toRequest = (row: PlanChangeRequestRow, requestedBy: string | null): PlanChangeRequest => ({
  id: row.id,
  plan: row.plan,
  billing: row.billing,
  requestedBy: requestedBy ?? '',
  createdAt: row.createdAt.toISOString(),
});

/** The seed's plans, the organization's current plan and its latest change request. */
export async function pricingData(ctx: AppContext, organizationId: number): Promise<PricingData> {
  const [organization, latest] = await Promise.all([
    findOrganizationPlan(ctx.db, organizationId),
    latestPlanChangeRequest(ctx.db, organizationId),
  ]);
  if (!organization) throw new AppError(404, 'http.notFound');
  return {
    ...pricingPlans,
    currentPlan: organization.plan,
    latestRequest: latest ? toRequest(latest.request, latest.requestedBy) : null,
  };
}

function planChangeMail(
  language: Language,
  to: string,
  params: { organization: string; requester: string; from: string; to: string; billing: string },
): OutgoingMail {
  const intro = translate(language, 'pricing.mail.intro', params);
  const next = translate(language, 'pricing.mail.next');
  const signature = translate(language, 'mail.signature');
  return {
    to,
    subject: translate(language, 'pricing.mail.subject', params),
    text: [intro, '', next, '', signature].join('\n'),
    html: [intro, next, signature].map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
  };
}

/**
 * An administrator asks for another plan. No card is charged: the request is recorded and mailed to
 * the administrator in one transaction (the outbox row commits with the request, or neither does).
 */
export async function requestPlanChange(
  ctx: AppContext,
  language: Language,
  caller: AuthUser,
  body: PlanChangeBody,
): Promise<PlanChangeRequest> {
  const [organization, requester] = await Promise.all([
    findOrganizationPlan(ctx.db, caller.organizationId),
    findRequester(ctx.db, caller.id),
  ]);
  if (!organization || !requester) throw new AppError(404, 'http.notFound');
  if (organization.plan === body.plan) throw new AppError(409, 'pricing.alreadyOnPlan');
  const planName = (plan: string) => translate(language, `pricing.plans.${plan}` as 'pricing.plans.basic');
  return sendingTransaction(
    ctx,
    { organizationId: caller.organizationId, userId: caller.id },
    async (tx, queue) => {
      const row = await insertPlanChangeRequest(tx, {
        organizationId: caller.organizationId,
        userId: caller.id,
        plan: body.plan,
        billing: body.billing,
        fromPlan: organization.plan,
      });
      await queue(
        planChangeMail(language, requester.email, {
          organization: organization.name,
          requester: requester.fullName,
          from: planName(organization.plan),
          to: planName(body.plan),
          billing: translate(language, `pricing.billing.${body.billing}`),
        }),
      );
      return toRequest(row, requester.fullName);
    },
  );
}
