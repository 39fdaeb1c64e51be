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

// The API's import direction (architecture: kernel below modules, modules side by side).
// The kernel is db/, lib/, plugins/, jobs/, config.ts, and also whatsapp/ (gateway, outbox,
// dispatcher: the transport) and categorizer/ (the offline engine): none of it knows a module;
// app.ts and runtime.ts compose modules into it (plugin options, decorators). A module uses another
// module only through that module's `<name>.service.ts`; that no two modules import each other is
// checked by apps/api/test/module-graph.test.ts. Tests may reach anywhere.
const apiSrc = 'apps/api/src';
const apiModulesDir = `${apiSrc}/modules`;
const apiKernel = ['db', 'lib', 'plugins', 'jobs', 'whatsapp', 'categorizer'];
const apiModules = existsSync(apiModulesDir)
  ? readdirSync(apiModulesDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
  : [];
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const apiTests = ['**/*.test.ts'];
const apiBoundaries = [
  {
    files: [...apiKernel.map((dir) => `${apiSrc}/${dir}/**/*.ts`), `${apiSrc}/config.ts`],
    ignores: apiTests,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)modules(/|$)',
              message: 'The kernel (db, lib, plugins, jobs, whatsapp, categorizer, config) imports no module; compose in app.ts or runtime.ts.',
            },
          ],
        },
      ],
    },
  },
  ...apiModules.map((module) => ({
    files: [`${apiModulesDir}/${module}/**/*.ts`],
    ignores: apiTests,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: apiModules
            .filter((other) => other !== module)
            .map((other) => ({
              regex: `^(\\.\\./)+(modules/)?${escape(other)}/(?!${escape(other)}\\.service\\.ts$)`,
              message: `A module uses another only through its service: import '../${other}/${other}.service.ts'.`,
            })),
        },
      ],
    },
  })),
];

export default tseslint.config(
  { ignores: ['**/node_modules', '**/dist', '**/.builds', '**/data', '.tmp', 'apps/api/src/db/migrations', 'e2e/output', 'bench/output'] },
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
  {
    // The web suite shares a module registry per worker (apps/web/vitest.config.ts: isolate false).
    files: ['apps/web/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'vi',
          property: 'mock',
          message:
            'Web test files share one module registry per worker: a module another file imported first stays the real one. Spy on a seam (vi.spyOn) instead.',
        },
        {
          object: 'vi',
          property: 'doMock',
          message: 'Web test files share one module registry per worker: spy on a seam (vi.spyOn) instead.',
        },
      ],
    },
  },
  ...featureBoundaries,
  ...apiBoundaries,
);
