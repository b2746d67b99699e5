// docs/product.md "Messages": the messages as cards (1, 2 or 3 columns by width): a round photo that
// opens the shared image preview, the speaker's name, the title, a video/audio badge and 'Play
// Message', which opens the full-screen player. Admins delete (confirmed; the server's message on
// failure). No ads on this screen.
import { useState } from 'react';
import type { Sandesham } from '@parish/shared/sandesham';
import { serverMessageText, useDeleteFlow } from '../../components/delete-flow.tsx';
import { ImagePreview, type PreviewImage } from '../../components/image-preview.tsx';
import { Loader } from '../../components/loader.tsx';
import { useT } from '../../i18n/language.tsx';
import { useUserInfo } from '../../lib/auth-store.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLoadError } from '../../lib/use-load-error.ts';
import { useDeleteSandesham } from './api/delete-sandesham.ts';
import { useSandeshamList } from './api/get-sandesham.ts';
import { MediaModal } from './components/media-modal.tsx';
import { SandeshamCard } from './components/sandesham-card.tsx';
import { sandeshamMessages } from './messages.ts';
import './sandesham.css';
import { PageTitle } from '../../components/page-title.tsx';

export function SandeshamScreen() {
  const t = useT(sandeshamMessages);
  const s = t.sandesham;
  useDocumentTitle(s.docTitle);
  const isAdmin = Boolean(useUserInfo()?.isAdmin);
  const list = useSandeshamList();
  useLoadError(list.error);
  const [playing, setPlaying] = useState<Sandesham | null>(null);
  const [previewAt, setPreviewAt] = useState<number | null>(null);
  const remove = useDeleteSandesham();
  const deletion = useDeleteFlow<Sandesham>({
    remove: (item) => remove.mutateAsync(item),
    question: t.common.confirmDelete,
    what: (item, g) => g.sandesham(item.title, item.name),
    successText: s.deleted,
    // docs/product.md "Errors": for sandesham the server's message (or the error's text) is toasted.
    failureText: serverMessageText,
    toastFailure: true,
  });

  const items = list.data ?? [];
  const withPhoto = items.filter((item) => item.image);
  const previews: PreviewImage[] = withPhoto.map((item) => ({
    image: item.image!,
    preImage: item.preImage,
    caption: item.name,
  }));

  return (
    <section className="sandesham-page">
      <PageTitle title={s.title} action={isAdmin && { to: '/admin/add-sandeshangal', label: s.add }} />
      {list.isPending ? (
        <Loader />
      ) : items.length === 0 ? (
        <p className="muted">{s.empty}</p>
      ) : (
        <ul className="sandesham-grid" aria-label={s.list}>
          {items.map((item, i) => (
            <li key={item._id}>
              <SandeshamCard
                item={item}
                eager={i < 3}
                onPlay={() => setPlaying(item)}
                onPreview={item.image ? () => setPreviewAt(withPhoto.indexOf(item)) : undefined}
                onDelete={isAdmin ? () => deletion.ask(item) : undefined}
              />
            </li>
          ))}
        </ul>
      )}
      <MediaModal item={playing} onClose={() => setPlaying(null)} />
      {previewAt !== null && previews.length > 0 && (
        <ImagePreview
          images={previews}
          index={previewAt}
          onIndexChange={setPreviewAt}
          onClose={() => setPreviewAt(null)}
        />
      )}
      {deletion.dialog}
    </section>
  );
}
