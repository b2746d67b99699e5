// ESLint guards the architecture's boundaries (docs/architecture.md "Layout"): imports flow one
// way — packages/shared → web components/lib/i18n → features → app — features never import each
// other (on the web and on the server), and the server's db/ and domain/ never import its features. Style
// is left to review and tsc. Import cycles are found by scripts/check-cycles.mjs, which `npm run lint` runs
// after ESLint (docs/decisions.md "A test suite that runs in ten minutes").
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';

const WEB = 'apps/web/src';
const SERVER = 'apps/server/src';
const featuresOf = (root) =>
  readdirSync(new URL(`./${root}/features`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const webFeatures = featuresOf(WEB);

/** Each web feature may import only itself, never a sibling feature. */
const featureZones = webFeatures.map((feature) => ({
  target: `${WEB}/features/${feature}`,
  from: `${WEB}/features`,
  except: [`./${feature}`],
  message: 'A web feature does not import another feature: move the shared piece to components/ or lib/.',
}));

/** Each server feature may import only itself (docs/architecture.md "Server, below the features"). */
const serverFeatureZones = featuresOf(SERVER).map((feature) => ({
  target: `${SERVER}/features/${feature}`,
  from: `${SERVER}/features`,
  except: [`./${feature}`],
  message: 'A server feature does not import another feature: move what several need to domain/ or plugins/.',
}));

/**
 * The read-only screens load no zod (docs/decisions.md "No zod on read-only screens, by rule"): the
 * public pages a visitor reads, and the modules they import (their components and queries). Their
 * editors (`add-*`, `edit-*`, the mark-departed, privacy and invitation dialogs) are outside the zone and load lazily.
 */
const READ_ONLY_DOMAINS = [
  'home',
  'wards',
  'history',
  'news',
  'gallery',
  'catechism',
  'faq',
  'sandesham',
  'departed',
  'board',
];
const readOnlyScreens = READ_ONLY_DOMAINS.map((domain) => `${WEB}/features/${domain}/**/*.{ts,tsx}`);
const readOnlyEditors = [
  `${WEB}/features/*/add-*.tsx`,
  `${WEB}/features/*/edit-*.tsx`,
  `${WEB}/features/wards/components/mark-departed-dialog.tsx`,
  `${WEB}/features/wards/components/privacy-dialog.tsx`,
  `${WEB}/features/wards/components/invite-dialog.tsx`,
  `${WEB}/**/*.test.{ts,tsx}`,
];
const ZOD_FREE = 'A read-only screen loads no zod (docs/decisions.md "No zod on read-only screens, by rule")';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/*.d.ts', 'apps/web/e2e/**', 'apps/server/bench/**'] },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: { ecmaVersion: 'latest', sourceType: 'module', ecmaFeatures: { jsx: true } },
    },
    plugins: { import: importPlugin },
    // Relative imports carry their .ts/.tsx extension, so Node's resolution finds every file.
    settings: {
      'import/ignore': ['node_modules'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            ...serverFeatureZones,
            {
              target: `${WEB}/components`,
              from: [`${WEB}/features`, `${WEB}/app`],
              message: 'Shared components do not import features or the app shell.',
            },
            {
              target: `${WEB}/lib`,
              from: [`${WEB}/features`, `${WEB}/app`, `${WEB}/components`],
              message: 'lib/ is below components and features.',
            },
            {
              target: `${WEB}/i18n`,
              from: [`${WEB}/features`, `${WEB}/app`, `${WEB}/components`],
              message: 'i18n/ is below components and features.',
            },
            { target: `${WEB}/features`, from: `${WEB}/app`, message: 'Features do not import the app shell.' },
            { target: 'packages/shared/src', from: 'apps', message: 'packages/shared imports nothing from apps/.' },
            { target: `${SERVER}/db`, from: `${SERVER}/features`, message: 'db/ does not import features/.' },
            {
              target: `${SERVER}/domain`,
              from: `${SERVER}/features`,
              message: 'domain/ is below features/: it does not import them.',
            },
            { target: 'apps/server/src', from: 'apps/web', message: 'The server does not import the web app.' },
            { target: 'apps/web/src', from: 'apps/server', message: 'The web app does not import the server.' },
          ],
        },
      ],
    },
  },
  {
    files: readOnlyScreens,
    ignores: readOnlyEditors,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: `${ZOD_FREE}.` }],
          patterns: [
            {
              // Types are erased; values only from the zod-free half of the shared package.
              group: ['@parish/shared/*', '!@parish/shared/plain', '!@parish/shared/plain/*'],
              allowTypeImports: true,
              message: `${ZOD_FREE}: import values from @parish/shared/plain/*, or only types (import type).`,
            },
            {
              // The kit's modules that lead to zod (the file fields and upload helpers, the search box
              // with its search-text rules): the vite build puts them in the kit-edit chunk.
              group: [
                '**/components/form/*',
                '**/components/search-input*',
                '**/lib/upload',
                '**/lib/upload.ts',
                '**/lib/upload-*',
              ],
              allowTypeImports: true,
              message: `${ZOD_FREE}: this kit module leads to zod; load the editor that needs it lazily.`,
            },
          ],
        },
      ],
    },
  },
  {
    // What the read-only screens may import stays free of zod itself.
    files: ['packages/shared/src/plain/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: 'packages/shared/src/plain/ holds the modules that load no zod.' }],
          patterns: [
            {
              group: ['../*'],
              allowTypeImports: true,
              message: 'packages/shared/src/plain/ loads no zod: import only types from the schemas beside it.',
            },
          ],
        },
      ],
    },
  },
);
