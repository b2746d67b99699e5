// Test helpers for the photo pipeline: a multipart body as a browser sends it, and real images.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { TestApp } from './test-app.ts';

export function multipart(content: Buffer, filename = 'photo.jpg', field = 'file', type = 'application/octet-stream') {
  const boundary = `----parish${randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; ` +
    `filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A small photo with some texture (a flat colour compresses to almost nothing). */
export async function photo(format: 'jpeg' | 'png' | 'webp' = 'jpeg', width = 800, height = 600): Promise<Buffer> {
  const noise = randomBytes(64 * 48 * 3);
  return sharp(noise, { raw: { width: 64, height: 48, channels: 3 } })
    .resize(width, height, { kernel: 'nearest' })
    .toFormat(format)
    .toBuffer();
}

/** Uploads a photo as `role` and returns the stored image (POST /api/media). */
export async function uploadPhoto(
  t: TestApp,
  role: 'user' | 'admin' = 'user',
): Promise<{ image: string; preImage: string }> {
  const cookie = await t.login(role);
  const body = multipart(await photo());
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/media',
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json();
}
