// The web build's manifest (vite `build.manifest`): which chunks a screen's module needs, so the
// page names them all in its head (`modulepreload`) and the phone fetches them in one round.

export interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
export type ViteManifest = Record<string, ManifestChunk>;

function closure(manifest: ViteManifest, key: string, into: Set<string>): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, into);
  return into;
}

/** Source module → the manifest key of the chunk it went into (the build's `.vite/module-chunks.json`). */
export type ModuleChunks = Record<string, string>;

/** Addresses of the chunks `modules` need that the entry (index.html) does not load already. */
export function manifestPreloads(
  manifest: ViteManifest,
  modules: readonly string[],
  chunkOf: ModuleChunks = {},
): string[] {
  const entry = closure(manifest, 'index.html', new Set());
  const needed = new Set<string>();
  for (const module of modules) closure(manifest, manifest[module] ? module : (chunkOf[module] ?? module), needed);
  return [...new Set([...needed].filter((key) => !entry.has(key)).map((key) => `/${manifest[key].file}`))];
}

/** The Malayalam font files the stylesheet names (regular and bold): the page asks for them at once. */
export function malayalamFonts(manifest: ViteManifest): string[] {
  return Object.entries(manifest)
    .filter(([key]) => /noto-sans-malayalam-malayalam-(400|700)-normal\.woff2$/.test(key))
    .map(([, chunk]) => `/${chunk.file}`)
    .sort();
}
