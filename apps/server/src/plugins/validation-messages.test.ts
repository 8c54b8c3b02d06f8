import type { FastifySchemaValidationError } from 'fastify';
import { describe, expect, it } from 'vitest';
import { fieldErrorsFromValidation } from './validation-messages.ts';

const issue = (
  path: string,
  keyword: string,
  params: Record<string, unknown> = {},
): FastifySchemaValidationError => ({
  keyword,
  instancePath: path,
  schemaPath: `#${path}/${keyword}`,
  params,
  message: 'zod text, never shown',
});

describe('fieldErrorsFromValidation', () => {
  it('names fields by dotted path and picks a message by the kind of problem', () => {
    const input = { bio: 'x'.repeat(3000), website: 'nope', socialLinks: { twitter: 'bad' }, notify: 'yes' };
    const errors = fieldErrorsFromValidation(
      [
        issue('/phone', 'invalid_type', { expected: 'string' }),
        issue('/bio', 'too_big', { maximum: 2000, origin: 'string' }),
        issue('/website', 'invalid_format', { format: 'url' }),
        issue('/socialLinks/twitter', 'invalid_format', { format: 'url' }),
        issue('/notify', 'invalid_type', { expected: 'boolean' }),
        issue('/notify', 'custom'),
        issue('/contractorId', 'too_big', { maximum: 2147483647, origin: 'number' }),
        issue('', 'invalid_type'),
      ],
      { ...input, contractorId: 2147483648 },
    );
    expect(errors).toEqual({
      phone: { key: 'validation.required' },
      bio: { key: 'validation.tooLong', params: { max: 2000 } },
      website: { key: 'validation.url' },
      'socialLinks.twitter': { key: 'validation.url' },
      notify: { key: 'validation.invalid' },
      contractorId: { key: 'validation.invalid' },
    });
  });
});
