// npm start's server build (docs/decisions.md "What it costs to run"): the server's TypeScript
// bundled into one JavaScript file, apps/server/dist/main.js, so production runs without a
// TypeScript loader in memory. Only the repository's own code is bundled (the server and
// @parish/shared); every package of node_modules stays an import, as it is (native parts, WASM,
// files beside them). A file that finds something beside itself (import.meta.dirname: the
// migrations, the demo's pictures) still finds it where it was. esbuild takes well under a second,
// so it runs on every start.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = path.join(ROOT, 'apps/server/dist');
const OWN = [path.join(ROOT, 'apps/server/src'), path.join(ROOT, 'packages/shared/src')];

/** Bare imports other than @parish/* stay imports of node_modules. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@parish/') || path.isAbsolute(args.path) ? undefined : { path: args.path, external: true },
    );
    // import.meta.dirname is the folder of the file it is written in, not of the bundle.
    b.onLoad({ filter: /\.ts$/ }, (args) => {
      if (!OWN.some((dir) => args.path.startsWith(dir + path.sep))) return undefined;
      const source = fs.readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.dirname')) return { contents: source, loader: 'ts' };
      const fromBundle = path.relative(OUT_DIR, path.dirname(args.path)).split(path.sep).join('/');
      return {
        contents: source.replaceAll(
          'import.meta.dirname',
          `(import.meta.dirname + ${JSON.stringify(`/${fromBundle}`)})`,
        ),
        loader: 'ts',
      };
    });
  },
};

export async function buildServer() {
  await build({
    entryPoints: [path.join(ROOT, 'apps/server/src/main.ts')],
    outfile: path.join(OUT_DIR, 'main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [externalPackages],
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  await buildServer();
  console.log(`server built in ${Date.now() - started} ms (apps/server/dist/main.js)`);
}
