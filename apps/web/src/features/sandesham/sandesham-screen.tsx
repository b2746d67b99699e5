// Spec §2 /sandeshangal: the messages as cards (1, 2 or 3 columns by width): a round photo that
// opens the shared image preview, the speaker's name, the title, a video/audio badge and 'Play
// Message', which opens the full-screen player. Admins delete (confirmed; the server's message on
// failure). Refetches when reached with the navigation state REFETCH. No ads on this screen.
import { useState } from 'react';
import { Link } from 'react-router';
import type { Sandesham } from '@parish/shared/sandesham';
import { smallImageUrl } from '@parish/shared/image-paths';
import { serverMessageText, useDeleteFlow } from '../../components/delete-flow.tsx';
import { ImagePreview, type PreviewImage } from '../../components/image-preview.tsx';
import { Loader } from '../../components/loader.tsx';
import { useT } from '../../i18n/language.tsx';
import { useUserInfo } from '../../lib/auth-store.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLoadError } from '../../lib/use-load-error.ts';
import { useRefetchOnState } from '../../lib/use-refetch-on-state.ts';
import { useDeleteSandesham } from './api/delete-sandesham.ts';
import { useSandeshamList } from './api/get-sandesham.ts';
import { MediaModal } from './components/media-modal.tsx';
import { sandeshamMessages } from './messages.ts';
import './sandesham.css';

export function SandeshamScreen() {
  const t = useT(sandeshamMessages);
  const s = t.sandesham;
  useDocumentTitle(s.docTitle);
  const isAdmin = Boolean(useUserInfo()?.isAdmin);
  const list = useSandeshamList();
  useLoadError(list.error);
  useRefetchOnState(list.refetch);
  const [playing, setPlaying] = useState<Sandesham | null>(null);
  const [previewAt, setPreviewAt] = useState<number | null>(null);
  const remove = useDeleteSandesham();
  const deletion = useDeleteFlow<Sandesham>({
    remove: (item) => remove.mutateAsync(item),
    question: t.common.confirmDelete,
    successText: s.deleted,
    // Spec §8: for sandesham the server's message (or the error's text) is toasted.
    failureText: serverMessageText,
    toastFailure: true,
  });

  const items = list.data ?? [];
  const withPhoto = items.filter((item) => item.image);
  const previews: PreviewImage[] = withPhoto.map((item) => ({ image: item.image!, preImage: item.preImage, caption: item.name }));

  return (
    <section className="sandesham-page">
      <div className="page-head">
        <h1>{s.title}</h1>
        {isAdmin && <Link className="button small" to="/admin/add-sandeshangal">{s.add}</Link>}
      </div>
      {list.isPending ? <Loader /> : items.length === 0 ? <p className="muted">{s.empty}</p> : (
        <ul className="sandesham-grid" aria-label={s.list}>
          {items.map((item, i) => (
            <li key={item._id}>
              <article className="sandesham-card">
                <button
                  type="button"
                  className="sandesham-photo"
                  style={item.preImage ? { backgroundImage: `url("${item.preImage}")` } : undefined}
                  onClick={() => setPreviewAt(withPhoto.indexOf(item))}
                  disabled={!item.image}
                  aria-label={s.photoOf(item.name)}
                >
                  {item.image ? (
                    <img src={smallImageUrl(item.image)} alt="" width={96} height={96} loading={i < 3 ? 'eager' : 'lazy'} decoding="async" />
                  ) : (
                    <span aria-hidden="true">{item.name.trim().slice(0, 1)}</span>
                  )}
                </button>
                <div className="sandesham-text">
                  <h2 className="sandesham-name">{item.name}</h2>
                  <p className="sandesham-title">{item.title}</p>
                  <span className={`media-badge ${item.fileType}`}>{s.badge[item.fileType]}</span>
                </div>
                <div className="sandesham-actions">
                  <button type="button" className="button primary" onClick={() => setPlaying(item)} aria-label={s.playLabel(item.title, item.name)}>
                    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true"><path d="M7 4.5v15l12-7.5z" fill="currentColor" /></svg>
                    {s.play}
                  </button>
                  {isAdmin && (
                    <button type="button" className="button small danger-outline" onClick={() => deletion.ask(item)} aria-label={s.deleteLabel(item.title)}>
                      {s.delete}
                    </button>
                  )}
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      <MediaModal item={playing} onClose={() => setPlaying(null)} />
      {previewAt !== null && previews.length > 0 && (
        <ImagePreview images={previews} index={previewAt} onIndexChange={setPreviewAt} onClose={() => setPreviewAt(null)} />
      )}
      {deletion.dialog}
    </section>
  );
}
