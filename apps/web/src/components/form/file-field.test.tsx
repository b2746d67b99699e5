import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_AUDIO_UPLOAD_BYTES, MAX_UPLOAD_BYTES } from '@parish/shared/plain/constants';
import { megabytes, type UploadKind } from '@parish/shared/media';
import { ml } from '../../i18n/ml.ts';
import { AV_KINDS, useAvUpload, useUpload, type StoredImage, type StoredMedia } from '../../lib/upload.ts';
import { FileField, ImageThumb, MediaPreview } from './file-field.tsx';
import { kitMessages } from '../../i18n/kit.ts';

/** The kit takes its texts as arguments; these stand for a domain's. */
const LABELS = {
  photo: 'കുടുംബ ഫോട്ടോ',
};

/** A stand-in XMLHttpRequest the test drives: upload progress, then the answer. */
class FakeXhr {
  static all: FakeXhr[] = [];
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  statusText = '';
  response: unknown = null;
  responseType = '';
  withCredentials = false;
  url = '';
  body: FormData | null = null;
  aborted = false;
  constructor() {
    FakeXhr.all.push(this);
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  respond(status: number, response: unknown) {
    this.status = status;
    this.response = response;
    this.onload?.();
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.all = [];
});

// The input's accept attribute would filter the test's wrong file out before our own check runs.
const user = userEvent.setup({ applyAccept: false, delay: null });

function Harness({ kind = 'image', url }: { kind?: UploadKind; url?: string }) {
  const upload = useUpload<StoredImage>({ kind, url });
  const [value, setValue] = useState<StoredImage | null>(null);
  return (
    <FileField
      id="f"
      label={LABELS.photo}
      value={value}
      onChange={setValue}
      upload={upload}
      preview={(v) => <ImageThumb value={v} alt={LABELS.photo} />}
    />
  );
}

function MediaHarness({ kind }: { kind: 'audio' | 'video' }) {
  const upload = useUpload<StoredMedia>({ kind });
  const [value, setValue] = useState<StoredMedia | null>(null);
  return (
    <FileField
      id="f"
      label={LABELS.photo}
      value={value}
      onChange={setValue}
      upload={upload}
      preview={(v) => <MediaPreview value={v} label={LABELS.photo} />}
    />
  );
}

function AvHarness() {
  const upload = useAvUpload();
  const [value, setValue] = useState<StoredMedia | null>(null);
  return (
    <FileField
      id="f"
      label={LABELS.photo}
      value={value}
      onChange={setValue}
      upload={upload}
      kinds={AV_KINDS}
      preview={(v) => <MediaPreview value={v} label={LABELS.photo} />}
    />
  );
}

function fileOf(name: string, type: string, size = 1000): File {
  const file = new File([new Uint8Array(10)], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const chooser = () => document.getElementById('f') as HTMLInputElement;
const photo = kitMessages.ml.kit.fileKind.image;

describe('FileField + useUpload', () => {
  it('refuses a file of the wrong type before any request, in Malayalam', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    render(<Harness />);
    await user.upload(chooser(), fileOf('notes.pdf', 'application/pdf'));
    expect(FakeXhr.all).toHaveLength(0);
    expect(screen.getByRole('alert').textContent).toBe(
      kitMessages.ml.kit.wrongType(photo, kitMessages.ml.kit.fileTypes.image),
    );
  });

  it('refuses a file over the limit of its kind before any request, naming the limit from the constants', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    render(<Harness />);
    await user.upload(chooser(), fileOf('big.jpg', 'image/jpeg', MAX_UPLOAD_BYTES + 1));
    expect(FakeXhr.all).toHaveLength(0);
    expect(screen.getByRole('alert').textContent).toBe(kitMessages.ml.kit.tooBig(photo, megabytes(MAX_UPLOAD_BYTES)));
    expect(
      screen.getByText(kitMessages.ml.kit.fileHint(kitMessages.ml.kit.fileTypes.image, megabytes(MAX_UPLOAD_BYTES))),
    ).toBeTruthy();
  });

  it('shows the progress as it goes up, then the stored photo over its blurred preImage', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    render(<Harness />);
    const file = fileOf('family.jpg', 'image/jpeg');
    await user.upload(chooser(), file);
    const xhr = FakeXhr.all[0];
    expect([xhr.url, xhr.withCredentials, xhr.body?.get('file')]).toEqual(['/api/media', true, file]);
    act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 420, total: 1000 }));
    expect(screen.getByRole('progressbar').getAttribute('value')).toBe('42');
    expect(screen.getByText(kitMessages.ml.kit.uploading(photo, 42))).toBeTruthy();
    act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 900, total: 1000 }));
    expect(screen.getByRole('progressbar').getAttribute('value')).toBe('90');
    await act(async () => xhr.respond(201, { image: '/media/abc.webp', preImage: 'data:image/webp;base64,AA' }));
    const img = screen.getByRole('img', { name: LABELS.photo });
    expect(img.getAttribute('src')).toBe('/media/abc-480.webp');
    expect(img.getAttribute('style')).toContain('data:image/webp;base64,AA');
    expect(screen.getByText(kitMessages.ml.kit.uploaded(photo))).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('Cancel aborts the request and leaves no photo and no error', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    render(<Harness />);
    await user.upload(chooser(), fileOf('family.jpg', 'image/jpeg'));
    act(() => FakeXhr.all[0].upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 1000 }));
    await user.click(screen.getByRole('button', { name: kitMessages.ml.kit.cancelUpload }));
    expect(FakeXhr.all[0].aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it("says the server's 415 and 413 in Malayalam", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    render(<Harness />);
    await user.upload(chooser(), fileOf('odd.jpg', 'image/jpeg'));
    await act(async () =>
      FakeXhr.all[0].respond(415, { statusCode: 415, code: 'unsupported_media_type', message: 'Not a photo' }),
    );
    expect(screen.getByRole('alert').textContent).toBe(
      kitMessages.ml.kit.wrongType(photo, kitMessages.ml.kit.fileTypes.image),
    );
    await user.upload(chooser(), fileOf('huge.jpg', 'image/jpeg'));
    await act(async () =>
      FakeXhr.all[1].respond(413, { statusCode: 413, code: 'payload_too_large', message: 'Too big' }),
    );
    expect(screen.getByRole('alert').textContent).toBe(kitMessages.ml.kit.tooBig(photo, megabytes(MAX_UPLOAD_BYTES)));
  });

  it('an audio field posts to the endpoint it is given and holds the audio limit', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    render(<Harness kind="audio" url="/api/sandesham/file" />);
    await user.upload(chooser(), fileOf('homily.mp3', 'audio/mpeg', MAX_AUDIO_UPLOAD_BYTES + 1));
    expect(FakeXhr.all).toHaveLength(0);
    expect(screen.getByRole('alert').textContent).toBe(
      kitMessages.ml.kit.tooBig(kitMessages.ml.kit.fileKind.audio, megabytes(MAX_AUDIO_UPLOAD_BYTES)),
    );
    await user.upload(chooser(), fileOf('homily.mp3', 'audio/mpeg'));
    expect(FakeXhr.all[0].url).toBe('/api/sandesham/file');
  });

  for (const kind of ['audio', 'video'] as const) {
    it(`a ${kind} field posts to /api/media/${kind} with progress and plays the stored file it answers`, async () => {
      vi.stubGlobal('XMLHttpRequest', FakeXhr);
      const { container } = render(<MediaHarness kind={kind} />);
      const file =
        kind === 'audio'
          ? fileOf('homily.m4a', 'audio/mp4', 20 * 1024 * 1024)
          : fileOf('homily.mp4', 'video/mp4', 150 * 1024 * 1024);
      await user.upload(chooser(), file);
      const xhr = FakeXhr.all[0];
      expect([xhr.url, xhr.body?.get('file')]).toEqual([`/api/media/${kind}`, file]);
      act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 4 }));
      expect(screen.getByRole('progressbar').getAttribute('value')).toBe('25');
      expect(screen.getByText(kitMessages.ml.kit.uploading(kitMessages.ml.kit.fileKind[kind], 25))).toBeTruthy();
      const stored = {
        url: `/media/abcdefghij0123456789.${kind === 'audio' ? 'm4a' : 'mp4'}`,
        kind,
        contentType: 'x',
        duration: 2400,
        bytes: file.size,
      };
      await act(async () => xhr.respond(201, stored));
      const player = container.querySelector(kind) as HTMLMediaElement;
      expect(player.getAttribute('src')).toBe(stored.url);
      expect(player.hasAttribute('controls')).toBe(true);
      expect(screen.getByText(kitMessages.ml.kit.uploaded(kitMessages.ml.kit.fileKind[kind]))).toBeTruthy();
    });
  }

  it('a video over 200 MB is refused before sending, naming the limit', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    render(<MediaHarness kind="video" />);
    await user.upload(chooser(), fileOf('long.mp4', 'video/mp4', 200 * 1024 * 1024 + 1));
    expect(FakeXhr.all).toHaveLength(0);
    expect(screen.getByRole('alert').textContent).toBe(
      kitMessages.ml.kit.tooBig(kitMessages.ml.kit.fileKind.video, 200),
    );
  });

  it("an audio-or-video field sends each file to the endpoint of its kind, with that kind's limit", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const { container } = render(<AvHarness />);
    expect(chooser().accept).toContain('audio/mpeg');
    expect(chooser().accept).toContain('video/webm');
    expect(
      screen.getByText(
        `${kitMessages.ml.kit.fileHint(kitMessages.ml.kit.fileTypes.audio, 30)} · ` +
          `${kitMessages.ml.kit.fileHint(kitMessages.ml.kit.fileTypes.video, 200)}`,
      ),
    ).toBeTruthy();
    // A 40 MB MP3 is over the audio limit, though under the video one.
    await user.upload(chooser(), fileOf('homily.mp3', 'audio/mpeg', 40 * 1024 * 1024));
    expect(FakeXhr.all).toHaveLength(0);
    expect(screen.getByRole('alert').textContent).toBe(
      kitMessages.ml.kit.tooBig(kitMessages.ml.kit.fileKind.audio, 30),
    );
    await user.upload(chooser(), fileOf('homily.webm', '', 40 * 1024 * 1024));
    expect(FakeXhr.all[0].url).toBe('/api/media/video');
    await act(async () =>
      FakeXhr.all[0].respond(201, {
        url: '/media/abcdefghij0123456789.webm',
        kind: 'video',
        contentType: 'video/webm',
        duration: 10,
        bytes: 1,
      }),
    );
    expect(container.querySelector('video')?.getAttribute('src')).toBe('/media/abcdefghij0123456789.webm');
    await user.upload(chooser(), fileOf('talk.ogg', 'audio/ogg'));
    expect(FakeXhr.all[1].url).toBe('/api/media/audio');
    await user.upload(chooser(), fileOf('notes.pdf', 'application/pdf'));
    expect(screen.getByRole('alert').textContent).toBe(
      kitMessages.ml.kit.wrongType(
        `${kitMessages.ml.kit.fileKind.audio} / ${kitMessages.ml.kit.fileKind.video}`,
        `${kitMessages.ml.kit.fileTypes.audio} / ${kitMessages.ml.kit.fileTypes.video}`,
      ),
    );
  });
});
