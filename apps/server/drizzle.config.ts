import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w apps/server` writes a new SQL migration into ./drizzle after a *.table.ts
// change; the SQL is reviewed and committed, and the server applies it at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/**/*.table.ts',
  out: './drizzle',
  strict: true,
});
