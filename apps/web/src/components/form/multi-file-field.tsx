// Many files in one field (docs/decisions.md "Gallery: a whole event's photos from one phone"):
// each file a
// row with its name, its own progress bar and its state; a refused file (type, size) says why in
// Malayalam, a failed one has Try again; the others go on. The queue is lib/upload-queue.ts.
import { useRef, type ReactNode } from 'react';
import { acceptAttribute, megabytes, type UploadKind } from '@parish/shared/media';
import { useUploadLimits } from '../../lib/upload-limits.ts';
import { useT } from '../../i18n/language.tsx';
import type { QueueItem, UploadQueue } from '../../lib/upload-queue.ts';
import { multiFileMessages } from './multi-file-messages.ts';
import { kitMessages } from '../../i18n/kit.ts';

interface MultiFileFieldProps<T> {
  id: string;
  label: string;
  queue: UploadQueue<T>;
  kind: UploadKind;
  /** Files sent at a time (for the hint). */
  concurrency: number;
  /** What a finished file looks like (a thumbnail). */
  preview?: (result: T) => ReactNode;
  disabled?: boolean;
}

export function MultiFileField<T>({ id, label, queue, kind, concurrency, preview, disabled }: MultiFileFieldProps<T>) {
  const t = useT(multiFileMessages);
  const m = t.multiFile;
  const k = useT(kitMessages).kit;
  const input = useRef<HTMLInputElement>(null);
  const kindName = k.fileKind[kind];
  const types = k.fileTypes[kind];
  const mb = megabytes(useUploadLimits()[kind]);
  const { items, counts } = queue;
  const total = items.length;
  const finished = counts.done + counts.skipped;

  const statusText = (item: QueueItem<T>): string => {
    switch (item.status) {
      case 'waiting':
        return item.error ? m.retrying : m.waiting;
      case 'uploading':
        return k.uploading(kindName, item.percent);
      case 'done':
        return k.uploaded(kindName);
      case 'skipped':
        return m.skipped;
      case 'refused':
        return item.error?.status === 413
          ? k.tooBig(kindName, mb)
          : item.error?.status === 415
            ? k.wrongType(kindName, types)
            : k.uploadFailed(kindName);
      case 'failed':
        return item.error?.status === 429 ? m.tooMany : k.uploadFailed(kindName);
    }
  };

  return (
    <div className="form-field photo-field multi-file-field" role="group" aria-labelledby={`${id}-label`}>
      <span className="field-label" id={`${id}-label`}>
        {label}
      </span>
      <div className="photo-actions">
        <input
          ref={input}
          id={id}
          type="file"
          multiple
          accept={acceptAttribute(kind)}
          className="visually-hidden"
          disabled={disabled}
          aria-describedby={`${id}-hint ${id}-summary`}
          onChange={(e) => {
            const files = e.target.files;
            if (files?.length) queue.add(Array.from(files));
            e.target.value = '';
          }}
        />
        <label htmlFor={id} className="button primary">
          {total ? m.chooseMore(kindName) : m.choose(kindName)}
        </label>
        {counts.failed > 0 && !queue.busy && (
          <button type="button" className="button" onClick={queue.retryFailed}>
            {m.retryAll}
          </button>
        )}
        {queue.busy && (
          <button type="button" className="button" onClick={queue.stopAll}>
            {m.stopAll}
          </button>
        )}
      </div>
      <small id={`${id}-hint`} className="muted">
        {m.hint(types, mb, concurrency)}
      </small>
      {total > 0 && (
        <>
          <p id={`${id}-summary`} className="upload-summary" aria-live="polite" data-testid="upload-summary">
            <span>{m.summary(finished, total)}</span>
            {counts.failed > 0 && <span className="field-error">{m.failedCount(counts.failed)}</span>}
            {counts.refused > 0 && <span className="field-error">{m.refusedCount(counts.refused)}</span>}
          </p>
          <ul className="upload-list" aria-label={m.list}>
            {items.map((item) => (
              <li
                key={item.key}
                className={`upload-row ${item.status}`}
                data-testid="upload-row"
                data-status={item.status}
              >
                <div className="upload-thumb">
                  {item.status === 'done' && item.result !== undefined ? preview?.(item.result) : null}
                </div>
                <div className="upload-body">
                  <span className="upload-name" lang="en">
                    {item.name}
                  </span>
                  <progress
                    className="upload-progress"
                    max={100}
                    value={item.status === 'done' || item.status === 'skipped' ? 100 : item.percent}
                    aria-label={`${item.name}: ${statusText(item)}`}
                  />
                  <span
                    className={item.status === 'failed' || item.status === 'refused' ? 'field-error' : 'muted'}
                    role={item.status === 'refused' || item.status === 'failed' ? 'alert' : undefined}
                  >
                    {statusText(item)}
                  </span>
                </div>
                <div className="upload-actions">
                  {item.status === 'failed' && (
                    <button
                      type="button"
                      className="button small"
                      onClick={() => queue.retry(item.key)}
                      aria-label={m.retryFile(item.name)}
                    >
                      {m.retry}
                    </button>
                  )}
                  {item.status !== 'done' && item.status !== 'skipped' && (
                    <button
                      type="button"
                      className="icon-button"
                      onClick={() => queue.remove(item.key)}
                      aria-label={m.remove(item.name)}
                    >
                      ×
                    </button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
