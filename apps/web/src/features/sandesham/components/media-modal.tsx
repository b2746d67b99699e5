// Spec §2 Sandesham: the full-screen player. A video plays with its controls; an audio plays with a
// spinner until it can. Closing (the × button, Escape, back) unmounts the player, which first
// clears its source so the sound stops at once and the download ends.
import { useEffect, useRef, useState } from 'react';
import type { Sandesham } from '@parish/shared/sandesham';
import { smallImageUrl } from '@parish/shared/plain/image-paths';
import { Loader } from '../../../components/loader.tsx';
import { Modal } from '../../../components/modal.tsx';
import { useT } from '../../../i18n/language.tsx';
import { sandeshamMessages } from '../messages.ts';

export function MediaModal({ item, onClose }: { item: Sandesham | null; onClose: () => void }) {
  const t = useT(sandeshamMessages);
  return (
    <Modal open={item !== null} onClose={onClose} placement="full" className="media-modal" title={item?.title} label={item ? t.sandesham.player(item.title) : undefined}>
      {item && <Player key={item._id} item={item} />}
    </Modal>
  );
}

function Player({ item }: { item: Sandesham }) {
  const t = useT(sandeshamMessages);
  const s = t.sandesham;
  const ref = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const media = ref.current;
    return () => {
      if (!media) return;
      // Detaching alone may leave a buffered sound playing for a moment: stop and drop the source.
      media.pause();
      media.removeAttribute('src');
      media.load();
    };
  }, []);

  const common = {
    ref,
    src: item.messageUrl,
    autoPlay: true,
    controls: true,
    preload: 'auto' as const,
    'data-testid': 'sandesham-player',
    'aria-label': s.player(item.title),
    onCanPlay: () => setReady(true),
    onPlaying: () => setReady(true),
    onError: () => setFailed(true),
  };
  return (
    <div className={`media-player ${item.fileType}`}>
      {item.fileType === 'audio' && item.image && (
        <img className="media-speaker-photo" src={smallImageUrl(item.image)} alt="" width={160} height={160} />
      )}
      <p className="media-speaker">{item.name}</p>
      {item.fileType === 'video' ? (
        <video {...common} playsInline className="media-video" />
      ) : (
        <audio {...common} className="media-audio" />
      )}
      {!ready && !failed && <Loader inline label={s.loadingMedia} />}
      {failed && <p className="field-error" role="alert">{s.mediaFailed}</p>}
    </div>
  );
}
