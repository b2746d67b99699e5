// The server's upload limits (GET /api/media/limits). Audio and video limits are settings of the
// server (AUDIO_UPLOAD_MAX_BYTES, VIDEO_UPLOAD_MAX_BYTES), so a form asks once and then refuses a
// file that is too big before sending it, naming the limit the server keeps. Until the answer
// comes (or if it never does) the defaults of packages/shared hold. A page the server rendered
// with a form carries the answer already (lib/boot.tsx).
import { useSyncExternalStore } from 'react';
import { UPLOAD_RULES, type UploadKind, type UploadLimits } from '@parish/shared/media';
import { api } from './api.ts';
import { pageBootOnce, useBoot, useRenderCollector } from './boot.tsx';
import { media } from '@parish/shared/plain/routes/media';

const DEFAULTS: UploadLimits = {
  image: UPLOAD_RULES.image.maxBytes,
  audio: UPLOAD_RULES.audio.maxBytes,
  video: UPLOAD_RULES.video.maxBytes,
};
const LIMITS_PATH = media.limits.path;

let known: UploadLimits | null =
  typeof document === 'undefined' ? null : ((pageBootOnce().reads[LIMITS_PATH] as UploadLimits | undefined) ?? null);
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function load(): void {
  if (known) return;
  loading ??= api<UploadLimits>(LIMITS_PATH).then(
    (limits) => {
      known = limits;
      for (const listener of listeners) listener();
    },
    () => {
      loading = null; // asked again by the next form
    },
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  load();
  return () => listeners.delete(listener);
}

const snapshot = () => known ?? DEFAULTS;

/** The largest file of a kind the server accepts, as far as it is known yet. */
export function uploadLimit(kind: UploadKind): number {
  return snapshot()[kind];
}

/** The server's limits for a form's file fields (asked once per page load, or read by the server with the page). */
export function useUploadLimits(): UploadLimits {
  const rendered = useBoot().reads[LIMITS_PATH] as UploadLimits | undefined;
  const collector = useRenderCollector();
  if (collector && !rendered) collector.missingReads.add(LIMITS_PATH);
  return useSyncExternalStore(subscribe, snapshot, () => rendered ?? DEFAULTS);
}
