import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  payrollCalculatorRequestSchema,
  payrollCalculatorResponseSchema,
} from '@saldo/contracts/payroll-calculator';
import { errorResponses } from '../../lib/route-schemas.ts';
import { calculatePayroll } from './payroll-calculator.service.ts';

const tags = ['payroll'];

/**
 * `POST /api/payroll/calculate`. It stores nothing, but pay figures belong to the staff area, so it is
 * for admins like the rest of payroll.
 */
export const payrollCalculatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/calculate',
    {
      config: { ability: ['read', 'Payroll'] },
      schema: {
        tags,
        summary:
          'Payroll calculator: one month or a run of months with the same pay, from a gross or a target net',
        description:
          'Every line of the month computation (ZUS under the 30× cap, health with its 2021-rules limit, KUP, ' +
          'the PIT advance with the 120 000 PLN threshold, PIT-2, youth relief, PPK, employer contributions, ' +
          'total cost). Amounts in grosze, rates in basis points. Nothing is stored.',
        body: payrollCalculatorRequestSchema,
        response: { 200: payrollCalculatorResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => calculatePayroll(request.body),
  );
};
