/** The page an administrator must pass through when the organization requires two-factor sign-in. */
export const TWO_FACTOR_SETUP_PATH = '/two-factor-setup';
