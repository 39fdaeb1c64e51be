import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const featuresDir = 'apps/web/src/features';
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
  : [];

// Web features are rooms: a feature may import shared code but never another feature.
const featureBoundaries = features.map((feature) => ({
  files: [`${featuresDir}/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: features
          .filter((other) => other !== feature)
          .flatMap((other) => [
            { group: [`@/features/${other}`, `@/features/${other}/**`], message: 'Features never import each other; compose them in app/.' },
            { group: [`../../${other}/**`, `../../../${other}/**`], message: 'Features never import each other; compose them in app/.' },
          ]),
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['**/node_modules', '**/dist', '**/data', '.tmp', 'apps/api/src/db/migrations', 'e2e/output', 'bench/output'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The domain is pure: no framework, no I/O.
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-*', 'react/*', 'fastify', 'fastify-*', '@fastify/*', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*', 'node:*', 'zustand', '@tanstack/*', 'radix-ui'], message: 'packages/domain imports no framework and does no I/O.' },
            { group: ['@tenho/api/*', '@tenho/web/*', '../../apps/*'], message: 'The domain depends on nothing of ours.' },
          ],
        },
      ],
    },
  },
  ...featureBoundaries,
);
