// sharp (libvips) is loaded when a picture is first handled, not at start: ~25 MB of resident
// memory that a process serving pages and reads never needs (docs/decisions.md "What it costs to run").
import type SharpModule from 'sharp';

let loading: Promise<typeof SharpModule> | undefined;

export function loadSharp(): Promise<typeof SharpModule> {
  return (loading ??= import('sharp').then((m) => m.default));
}

/**
 * Whether this sharp build decodes HEVC-coded HEIF (iPhone HEIC photos). sharp's prebuilt libvips
 * ships libheif with the AV1 decoder only (HEVC is patent-encumbered), so it lists only '.avif';
 * a libvips built with libde265 also lists '.heic'.
 */
export async function hevcDecoding(): Promise<boolean> {
  return (await loadSharp()).format.heif.input.fileSuffix?.includes('.heic') ?? false;
}
