// One file field for photos now and audio/video later: choose, a preview, a progress bar with Cancel
// while it goes up, remove; a refused type or size (checked before sending, or the server's 415/413)
// is said in Malayalam with the limits of packages/shared.
import { useRef, type ReactNode } from 'react';
import { BlurImage } from '../blur-image.tsx';
import { acceptAttribute, megabytes, type UploadKind } from '@parish/shared/media';
import { useUploadLimits } from '../../lib/upload-limits.ts';
import { useT } from '../../i18n/language.tsx';
import type { StoredImage, StoredMedia, Upload } from '../../lib/upload.ts';
import { kitMessages } from '../../i18n/kit.ts';

interface FileFieldProps<T> {
  id: string;
  label: string;
  value: T | null;
  onChange: (value: T | null) => void;
  upload: Upload<T>;
  /** What the stored file looks like (an image thumbnail, an audio player). */
  preview?: (value: T) => ReactNode;
  disabled?: boolean;
  /** A field that takes several kinds (an audio or a video message, with useAvUpload): all are offered and named. */
  kinds?: readonly UploadKind[];
}

export function FileField<T>({ id, label, value, onChange, upload, preview, disabled, kinds }: FileFieldProps<T>) {
  const t = useT(kitMessages);
  const k = t.kit;
  const input = useRef<HTMLInputElement>(null);
  const { state, kind } = upload;
  const offered = kinds ?? [kind];
  const kindName = offered.map((n) => k.fileKind[n]).join(' / ');
  const types = offered.map((n) => k.fileTypes[n]).join(' / ');
  const limits = useUploadLimits();
  const mb = megabytes(limits[kind]);
  const hint = offered.map((n) => k.fileHint(k.fileTypes[n], megabytes(limits[n]))).join(' · ');

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const stored = await upload.upload(file);
    if (stored) onChange(stored);
    if (input.current) input.current.value = '';
  };

  const errorText =
    state.status !== 'error'
      ? null
      : state.error.status === 415
        ? k.wrongType(kindName, types)
        : state.error.status === 413
          ? k.tooBig(k.fileKind[kind], mb)
          : k.uploadFailed(k.fileKind[kind]);

  return (
    <div className="form-field photo-field file-field" role="group" aria-labelledby={`${id}-label`}>
      <span className="field-label" id={`${id}-label`}>
        {label}
      </span>
      {value && preview?.(value)}
      <div className="photo-actions">
        <input
          ref={input}
          id={id}
          type="file"
          accept={offered.map(acceptAttribute).join(',')}
          className="visually-hidden"
          disabled={disabled}
          aria-describedby={`${id}-hint ${id}-status`}
          onChange={(e) => void onFile(e.target.files?.[0])}
        />
        {/* After the (visually hidden) input, so its keyboard focus shows on this visible button. */}
        <label htmlFor={id} className="button">
          {value ? k.changeFile(kindName) : k.chooseFile(kindName)}
        </label>
        {state.status === 'uploading' && (
          <button type="button" className="button" onClick={upload.cancel}>
            {k.cancelUpload}
          </button>
        )}
        {value && state.status !== 'uploading' && (
          <button
            type="button"
            className="button"
            disabled={disabled}
            onClick={() => {
              upload.cancel();
              onChange(null);
            }}
          >
            {k.removeFile(kindName)}
          </button>
        )}
      </div>
      <small id={`${id}-hint`} className="muted">
        {hint}
      </small>
      <div id={`${id}-status`} aria-live="polite">
        {state.status === 'uploading' && (
          <>
            <progress
              className="upload-progress"
              max={100}
              value={state.percent}
              aria-label={k.uploading(k.fileKind[kind], state.percent)}
            />
            <span className="muted">{k.uploading(k.fileKind[kind], state.percent)}</span>
          </>
        )}
        {state.status === 'done' && value && <span className="ok-text">{k.uploaded(k.fileKind[kind])}</span>}
        {errorText && (
          <p className="field-error" role="alert">
            {errorText}
          </p>
        )}
      </div>
    </div>
  );
}

/** A stored photo's thumbnail: the small rendition over its blurred preImage. */
export function ImageThumb({ value, alt }: { value: StoredImage; alt: string }) {
  return (
    <BlurImage
      as="img"
      className="photo-thumb"
      image={value.image}
      preImage={value.preImage}
      alt={alt}
      width={240}
      height={160}
      priority
    />
  );
}

/** A stored audio or video file, playable in the form (metadata only is fetched until Play). */
export function MediaPreview({ value, label }: { value: StoredMedia; label: string }) {
  return value.kind === 'video' ? (
    <video
      className="media-preview"
      src={value.url}
      controls
      preload="metadata"
      aria-label={label}
      width={320}
      height={180}
    />
  ) : (
    <audio className="media-preview" src={value.url} controls preload="metadata" aria-label={label} />
  );
}
