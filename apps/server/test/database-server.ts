/** The PostgreSQL server tests run against, if any (else PGlite in memory). */
export const testDatabaseServer = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;
