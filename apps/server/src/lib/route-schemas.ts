import { errorResponseSchema } from '@saldo/contracts/errors';

/** Error answers a route documents in OpenAPI: all share `{ message, errors? }`. */
export function errorResponses<const Codes extends readonly number[]>(...codes: Codes) {
  return Object.fromEntries(codes.map((code) => [code, errorResponseSchema])) as {
    [K in Codes[number]]: typeof errorResponseSchema;
  };
}
