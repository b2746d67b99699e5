import { describe, expect, it } from 'vitest';
import { MAX_AUDIO_UPLOAD_BYTES, MAX_UPLOAD_BYTES, MAX_VIDEO_UPLOAD_BYTES } from './plain/constants.ts';
import { acceptAttribute, smallImageUrl, uploadRefusal } from './media.ts';

describe('media rules', () => {
  it('names the 480 px rendition beside the photo', () => {
    expect(smallImageUrl('/media/abc.webp')).toBe('/media/abc-480.webp');
  });

  it('refuses by type (MIME or file name) and by the size limit of each kind', () => {
    expect(uploadRefusal('image', { name: 'a.jpg', type: 'image/jpeg', size: 10 })).toBeNull();
    expect(uploadRefusal('image', { name: 'IMG_1.HEIC', type: '', size: 10 })).toBeNull();
    expect(uploadRefusal('image', { name: 'notes.pdf', type: 'application/pdf', size: 10 })).toBe('type');
    expect(uploadRefusal('image', { name: 'a.jpg', type: 'image/jpeg', size: MAX_UPLOAD_BYTES + 1 })).toBe('size');
    expect(uploadRefusal('audio', { name: 'homily.mp3', type: 'audio/mpeg', size: MAX_AUDIO_UPLOAD_BYTES })).toBeNull();
    expect(uploadRefusal('audio', { name: 'homily.mp3', type: 'audio/mpeg', size: MAX_AUDIO_UPLOAD_BYTES + 1 })).toBe(
      'size',
    );
    expect(
      uploadRefusal('video', { name: 'mass.mov', type: 'video/quicktime', size: MAX_VIDEO_UPLOAD_BYTES + 1 }),
    ).toBe('size');
    expect(uploadRefusal('video', { name: 'homily.mp3', type: 'audio/mpeg', size: 10 })).toBe('type');
    // A WhatsApp voice note, as Android's picker gives it.
    expect(uploadRefusal('audio', { name: 'PTT-20261122-WA0003.opus', type: 'audio/opus', size: 10 })).toBeNull();
    expect(uploadRefusal('audio', { name: 'PTT-20261122-WA0003.opus', type: '', size: 10 })).toBeNull();
    expect(acceptAttribute('image')).toContain('.heic');
  });
});
