import { z } from 'zod';

// Zod compiles faster object parsers with `new Function` where eval is allowed, and probes for that
// as each object schema is built. The page's Content-Security-Policy allows no eval, so the probe
// would be refused and reported as a violation on every page; the plain parsers are fast enough for
// forms. Imported first by main.tsx: it must run before any schema is built.
z.config({ jitless: true });
