import { describe, expect, it } from 'vitest';
import { manifestPreloads, type ViteManifest } from './manifest.ts';

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_app.js'] },
  '_app.js': { file: 'assets/app.js' },
  '_kit.js': { file: 'assets/kit.js', imports: ['_app.js'] },
  '_wards.js': { file: 'assets/wards.js', imports: ['_app.js', '_kit.js'] },
  'src/features/news/news-screen.tsx': { file: 'assets/news.js', imports: ['_kit.js'] },
};

describe('manifestPreloads', () => {
  it('names a screen keyed in the manifest and what it imports, not what the entry loads', () => {
    expect(manifestPreloads(manifest, ['src/features/news/news-screen.tsx'])).toEqual([
      '/assets/news.js',
      '/assets/kit.js',
    ]);
  });

  it('finds a screen merged into its domain chunk through the module map', () => {
    const chunkOf = { 'src/features/wards/ward-screen.tsx': '_wards.js' };
    expect(manifestPreloads(manifest, ['src/features/wards/ward-screen.tsx'], chunkOf)).toEqual([
      '/assets/wards.js',
      '/assets/kit.js',
    ]);
    expect(manifestPreloads(manifest, ['src/features/wards/ward-screen.tsx'])).toEqual([]);
  });

  it('names a chunk once when two screens share it', () => {
    const chunkOf = { 'src/features/wards/a.tsx': '_wards.js', 'src/features/wards/b.tsx': '_wards.js' };
    expect(manifestPreloads(manifest, ['src/features/wards/a.tsx', 'src/features/wards/b.tsx'], chunkOf)).toEqual([
      '/assets/wards.js',
      '/assets/kit.js',
    ]);
  });
});
