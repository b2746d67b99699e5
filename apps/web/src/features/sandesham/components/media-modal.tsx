// docs/product.md "Messages": the full-screen player. A video plays with its controls; an audio plays with a
// spinner until it can. Closing (the × button, Escape, back) unmounts the player, which first
// clears its source so the sound stops at once and the download ends.
import { useEffect, useRef, useState } from 'react';
import type { Sandesham } from '@parish/shared/sandesham';
import { smallImageUrl } from '@parish/shared/plain/image-paths';
import { Loader } from '../../../components/loader.tsx';
import { Modal } from '../../../components/modal.tsx';
import { useT } from '../../../i18n/language.tsx';
import { CACHES } from '../../../lib/offline-caches.ts';
import { sandeshamMessages } from '../messages.ts';

export function MediaModal({ item, onClose }: { item: Sandesham | null; onClose: () => void }) {
  const t = useT(sandeshamMessages);
  return (
    <Modal
      open={item !== null}
      onClose={onClose}
      placement="full"
      className="media-modal"
      title={item?.title}
      label={item ? t.sandesham.player(item.title) : undefined}
    >
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
      {failed && (
        <p className="field-error" role="alert">
          {s.mediaFailed}
        </p>
      )}
      <KeepForOffline url={item.messageUrl} video={item.fileType === 'video'} />
    </div>
  );
}

type KeepState = 'unknown' | 'no' | 'keeping' | 'kept' | 'failed';

/**
 * Audio and video are never cached by themselves (they are large): a message is kept for offline
 * listening only when the person asks, in a cache of its own that the service worker plays from
 * (docs/decisions.md "One service worker: installable, readable offline").
 */
function KeepForOffline({ url, video }: { url: string; video: boolean }) {
  const t = useT(sandeshamMessages);
  const s = t.sandesham;
  const [state, setState] = useState<KeepState>('unknown');
  const supported = typeof caches !== 'undefined';

  useEffect(() => {
    if (!supported) return;
    let live = true;
    void caches
      .open(CACHES.kept)
      .then((cache) => cache.match(url))
      .then(
        (hit) => live && setState(hit ? 'kept' : 'no'),
        () => live && setState('no'),
      );
    return () => {
      live = false;
    };
  }, [url, supported]);

  if (!supported || state === 'unknown') return null;
  const keep = async () => {
    setState('keeping');
    try {
      await (await caches.open(CACHES.kept)).add(url);
      setState('kept');
    } catch {
      setState('failed');
    }
  };
  const unkeep = async () => {
    await (await caches.open(CACHES.kept)).delete(url);
    setState('no');
  };
  return (
    <div className="media-keep">
      {state === 'kept' ? (
        <>
          <p role="status">{s.kept(video)}</p>
          <button type="button" className="button" onClick={() => void unkeep()}>
            {s.unkeep}
          </button>
        </>
      ) : (
        <button type="button" className="button" disabled={state === 'keeping'} onClick={() => void keep()}>
          {state === 'keeping' ? s.keeping : s.keep(video)}
        </button>
      )}
      {state === 'failed' && (
        <p className="field-error" role="alert">
          {s.keepFailed}
        </p>
      )}
    </div>
  );
}
