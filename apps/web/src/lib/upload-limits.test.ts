// The forms take the server's upload limits (GET /api/media/limits) over the defaults of
// packages/shared: audio and video limits are settings an admin may change.
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { UPLOAD_RULES } from '@parish/shared/media';
import { refusalError } from './upload.ts';
import { uploadLimit, useUploadLimits } from './upload-limits.ts';

afterEach(() => vi.unstubAllGlobals());

const MB = 1024 * 1024;
const file = (name: string, type: string, size: number) =>
  Object.defineProperty(new File(['x'], name, { type }), 'size', { value: size });

it('refuses by the defaults until the server has answered, then by the server’s limits, naming them', async () => {
  const homily = file('homily.mp3', 'audio/mpeg', 12 * MB);
  expect(uploadLimit('audio')).toBe(UPLOAD_RULES.audio.maxBytes);
  expect(refusalError('audio', homily)).toBeNull();

  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify({ image: 20 * MB, audio: 10 * MB, video: 400 * MB }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  const { result } = renderHook(() => useUploadLimits());
  await waitFor(() => expect(result.current.audio).toBe(10 * MB));
  expect(fetch).toHaveBeenCalledWith('/api/media/limits', expect.anything());

  const refused = refusalError('audio', homily);
  expect(refused?.status).toBe(413);
  expect(refused?.message).toBe(`Larger than ${10 * MB} bytes`);
  // A video over the default but within the server's larger limit may go.
  expect(refusalError('video', file('feast.mp4', 'video/mp4', 300 * MB))).toBeNull();
});
