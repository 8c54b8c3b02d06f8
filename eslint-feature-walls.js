// The walls between web features (bulletproof-react): a file of features/<a>/ may import another
// feature only through its api/ (fetchers, query hooks, permissions), and never app/, which composes
// the features. Shared code lives in lib/ and components/; a panel of one feature shown inside another
// is passed in from app/. Built from ESLint's own no-restricted-imports, one block per feature and
// folder depth, because the rule matches the import as written, and a relative path only says where it
// lands once the importing file's depth is known. Tests and their fixtures may assemble several features.
import fs from 'node:fs';
import path from 'node:path';

const MAX_DEPTH = 6;

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The patterns for a file `depth` folders below features/<feature>/. */
function patternsFor(feature, depth) {
  const toFeatures = `(?:\\.\\./){${depth + 1}}`;
  const toSrc = `(?:\\.\\./){${depth + 2}}`;
  const other = `(?!${escape(feature)}/)[^./][^/]*`;
  return [
    {
      regex: `^(?:${toFeatures}|${toSrc}features/)${other}/(?!api/)`,
      message:
        'A feature imports another only through its api/. Move shared code to lib/ or components/, or compose the panel in app/.',
    },
    {
      regex: `^${toSrc}app/`,
      message: 'A feature does not import app/: app/ composes the features and passes panels in.',
    },
  ];
}

export function featureWalls(featuresDir) {
  const features = fs
    .readdirSync(path.resolve(import.meta.dirname, featuresDir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return features.flatMap((feature) =>
    Array.from({ length: MAX_DEPTH }, (_, depth) => ({
      files: [`${featuresDir}/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
      ignores: ['**/*.test.{ts,tsx}', '**/test-data.ts', '**/test/**'],
      rules: { 'no-restricted-imports': ['error', { patterns: patternsFor(feature, depth) }] },
    })),
  );
}
