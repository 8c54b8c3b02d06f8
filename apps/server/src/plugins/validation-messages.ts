import type { FastifySchemaValidationError } from 'fastify';
import { BUSINESS_DATE_RANGE, DATE_RANGE_REASON } from '@saldo/contracts/business-date';
import type { FieldErrors, Message } from '../lib/app-error.ts';

/** The value at a JSON pointer such as `/socialLinks/twitter`, or undefined. */
function valueAt(root: unknown, pointer: string): unknown {
  let node = root;
  for (const part of pointer.split('/').filter(Boolean)) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function messageFor(issue: FastifySchemaValidationError, missing: boolean): Message {
  if (missing) return { key: 'validation.required' };
  const params = issue.params as Record<string, unknown>;
  // Too long, for a text; a number too big (an id past PostgreSQL's integer) or a list too long is invalid.
  if (issue.keyword === 'too_big' && params.origin === 'string' && typeof params.maximum === 'number') {
    return { key: 'validation.tooLong', params: { max: params.maximum } };
  }
  const custom = params.params as Record<string, unknown> | undefined;
  if (issue.keyword === 'custom' && custom?.reason === DATE_RANGE_REASON) {
    return { key: 'validation.dateRange', params: { ...BUSINESS_DATE_RANGE } };
  }
  if (issue.keyword === 'invalid_format') {
    if (params.format === 'url') return { key: 'validation.url' };
    if (params.format === 'date') return { key: 'validation.date' };
    if (params.format === 'email') return { key: 'validation.emailInvalid' };
  }
  return { key: 'validation.invalid' };
}

/**
 * Turns schema-validation issues (zod's, passed on by fastify-type-provider-zod) into the API's
 * `errors` object: dotted field path → message key. Zod's own English texts never reach the client.
 */
export function fieldErrorsFromValidation(
  issues: readonly FastifySchemaValidationError[],
  input: unknown,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.instancePath.split('/').filter(Boolean).join('.');
    if (!field || field in errors) continue;
    errors[field] = messageFor(issue, valueAt(input, issue.instancePath) === undefined);
  }
  return errors;
}
