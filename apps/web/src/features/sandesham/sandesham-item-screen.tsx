// /sandeshangal/{id}: one message at an address of its own, for sharing on WhatsApp (its link
// preview names the message, the speaker and shows the photo). Back goes to the list
// (docs/decisions.md "An address for every item").
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { smallImageUrl } from '@parish/shared/plain/image-paths';
import { Loader } from '../../components/loader.tsx';
import { NotFoundRedirect } from '../../components/redirect.tsx';
import { useT } from '../../i18n/language.tsx';
import { usePagePreview, usePreloadImage } from '../../lib/page-head.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useListBehind } from '../../lib/use-list-behind.ts';
import { useLoadError } from '../../lib/use-load-error.ts';
import { useSandeshamList } from './api/get-sandesham.ts';
import { MediaModal } from './components/media-modal.tsx';
import { SandeshamCard } from './components/sandesham-card.tsx';
import { sandeshamMessages } from './messages.ts';
import './sandesham.css';

export function SandeshamItemScreen() {
  const t = useT(sandeshamMessages);
  const s = t.sandesham;
  const id = useParams().id ?? '';
  useListBehind('/sandeshangal');
  const list = useSandeshamList();
  useLoadError(list.error);
  const item = list.data?.find((m) => m._id === id);
  const [playing, setPlaying] = useState(false);
  useDocumentTitle(item ? item.title : s.docTitle);
  usePagePreview(
    item && {
      title: `${item.title} — ${item.name}`,
      description: s.previewText(item.name, item.fileType),
      image: item.image ?? undefined,
    },
  );
  usePreloadImage(item?.image ? smallImageUrl(item.image) : null);

  if (list.isSuccess && !item) return <NotFoundRedirect />;
  return (
    <section className="sandesham-page">
      <p className="back-link">
        <Link to="/sandeshangal">← {s.all}</Link>
      </p>
      {item ? <SandeshamCard item={item} eager onPlay={() => setPlaying(true)} /> : <Loader />}
      <MediaModal item={playing && item ? item : null} onClose={() => setPlaying(false)} />
    </section>
  );
}
