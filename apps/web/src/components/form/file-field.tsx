// One file field for photos now and audio/video later: choose, a preview, a progress bar with Cancel
// while it goes up, remove; a refused type or size (checked before sending, or the server's 415/413)
// is said in Malayalam with the limits of packages/shared.
import { useRef, type ReactNode } from 'react';
import { acceptAttribute, megabytes, smallImageUrl, UPLOAD_RULES } from '@parish/shared/media';
import { useT } from '../../i18n/language.tsx';
import type { StoredImage, Upload } from '../../lib/upload.ts';

interface FileFieldProps<T> {
  id: string;
  label: string;
  value: T | null;
  onChange: (value: T | null) => void;
  upload: Upload<T>;
  /** What the stored file looks like (an image thumbnail, an audio player). */
  preview?: (value: T) => ReactNode;
  disabled?: boolean;
}

export function FileField<T>({ id, label, value, onChange, upload, preview, disabled }: FileFieldProps<T>) {
  const t = useT();
  const k = t.kit;
  const input = useRef<HTMLInputElement>(null);
  const { state, kind } = upload;
  const kindName = k.fileKind[kind];
  const types = k.fileTypes[kind];
  const mb = megabytes(UPLOAD_RULES[kind].maxBytes);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const stored = await upload.upload(file);
    if (stored) onChange(stored);
    if (input.current) input.current.value = '';
  };

  const errorText =
    state.status !== 'error' ? null
      : state.error.status === 415 ? k.wrongType(kindName, types)
        : state.error.status === 413 ? k.tooBig(kindName, mb)
          : k.uploadFailed(kindName);

  return (
    <div className="form-field photo-field file-field" role="group" aria-labelledby={`${id}-label`}>
      <span className="field-label" id={`${id}-label`}>{label}</span>
      {value && preview?.(value)}
      <div className="photo-actions">
        <input
          ref={input}
          id={id}
          type="file"
          accept={acceptAttribute(kind)}
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
          <button type="button" className="button" onClick={upload.cancel}>{k.cancelUpload}</button>
        )}
        {value && state.status !== 'uploading' && (
          <button type="button" className="button" disabled={disabled} onClick={() => { upload.cancel(); onChange(null); }}>
            {k.removeFile(kindName)}
          </button>
        )}
      </div>
      <small id={`${id}-hint`} className="muted">{k.fileHint(types, mb)}</small>
      <div id={`${id}-status`} aria-live="polite">
        {state.status === 'uploading' && (
          <>
            <progress className="upload-progress" max={100} value={state.percent} aria-label={k.uploading(kindName, state.percent)} />
            <span className="muted">{k.uploading(kindName, state.percent)}</span>
          </>
        )}
        {state.status === 'done' && value && <span className="ok-text">{k.uploaded(kindName)}</span>}
        {errorText && <p className="field-error" role="alert">{errorText}</p>}
      </div>
    </div>
  );
}

/** A stored photo's thumbnail: the small rendition over its blurred preImage. */
export function ImageThumb({ value, alt }: { value: StoredImage; alt: string }) {
  return (
    <img
      className="photo-thumb"
      src={smallImageUrl(value.image)}
      alt={alt}
      style={{ backgroundImage: value.preImage ? `url("${value.preImage}")` : undefined }}
      width={240}
      height={160}
    />
  );
}
