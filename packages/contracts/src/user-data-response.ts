import { z } from 'zod';
import { userDataSchema } from './auth.ts';

/**
 * The answer of `GET /api/jwt/me` and of the account-setting changes that alter what the browser keeps
 * as 'userData' (general settings, avatar): the client stores it in place of its copy.
 */
export const userDataResponseSchema = z.object({ userData: userDataSchema });
export type UserDataResponse = z.infer<typeof userDataResponseSchema>;

/** The multipart field name of `POST /api/account-setting/avatar`. */
export const AVATAR_FIELD_NAME = 'avatar';
