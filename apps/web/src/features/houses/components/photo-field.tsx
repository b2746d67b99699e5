import { useRef } from 'react';
import { smallImageUrl } from '@parish/shared/media';
import { useT } from '../../../i18n/language.tsx';
import type { StoredImage, usePhotoUpload } from '../api/upload-photo.ts';

interface PhotoFieldProps {
  id: string;
  value: StoredImage | null;
  onChange: (value: StoredImage | null) => void;
  upload: ReturnType<typeof usePhotoUpload>;
}

const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

/** Choose a photo: it is uploaded at once with a progress bar, and the form keeps the stored names. */
export function PhotoField({ id, value, onChange, upload }: PhotoFieldProps) {
  const t = useT();
  const f = t.houseForms;
  const input = useRef<HTMLInputElement>(null);
  const { state } = upload;

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const stored = await upload.upload(file);
    if (stored) onChange(stored);
    if (input.current) input.current.value = '';
  };

  const errorText =
    state.status !== 'error' ? null
      : state.error.status === 415 ? f.uploadWrongType
        : state.error.status === 413 ? f.uploadTooBig
          : f.uploadFailed;

  return (
    <div className="form-field photo-field" role="group" aria-labelledby={`${id}-label`}>
      <span className="field-label" id={`${id}-label`}>{f.photo}</span>
      {value && (
        <img
          className="photo-thumb"
          src={smallImageUrl(value.image)}
          alt={f.photo}
          style={{ backgroundImage: value.preImage ? `url("${value.preImage}")` : undefined }}
          width={240}
          height={160}
        />
      )}
      <div className="photo-actions">
        <input
          ref={input}
          id={id}
          type="file"
          accept={ACCEPT}
          className="visually-hidden"
          aria-describedby={`${id}-hint ${id}-status`}
          onChange={(e) => void onFile(e.target.files?.[0])}
        />
        {/* After the (visually hidden) input, so its keyboard focus shows on this visible button. */}
        <label htmlFor={id} className="button">
          {value ? f.changePhoto : f.choosePhoto}
        </label>
        {value && state.status !== 'uploading' && (
          <button type="button" className="button" onClick={() => { upload.reset(); onChange(null); }}>
            {f.removePhoto}
          </button>
        )}
      </div>
      <small id={`${id}-hint`} className="muted">{f.photoHint}</small>
      <div id={`${id}-status`} aria-live="polite">
        {state.status === 'uploading' && (
          <>
            <progress className="upload-progress" max={100} value={state.percent} aria-label={f.uploading(state.percent)} />
            <span className="muted">{f.uploading(state.percent)}</span>
          </>
        )}
        {state.status === 'done' && value && <span className="ok-text">{f.uploaded}</span>}
        {errorText && <p className="field-error" role="alert">{errorText}</p>}
      </div>
    </div>
  );
}
