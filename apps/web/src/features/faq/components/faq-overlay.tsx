// docs/product.md "FAQ": full screen, the audio player (preload auto, controls, a spinner until its
// metadata loads), the question and the answer, text-size buttons (answer from 0.95 rem, the
// question 0.05 larger). Back or the close button closes it; unmounting stops the audio.
import { useState } from 'react';
import type { Faq } from '@parish/shared/faq';
import { questionSize } from '@parish/shared/plain/zoom';
import { Loader } from '../../../components/loader.tsx';
import { Modal } from '../../../components/modal.tsx';
import { ShareLinks } from '../../../components/share-links.tsx';
import { ZoomControls } from '../../../components/zoom-controls.tsx';
import { useT } from '../../../i18n/language.tsx';
import { useTextZoom } from '../../../lib/use-text-zoom.ts';
import { faqMessages } from '../messages.ts';

export function FaqOverlay({ item, number, onClose }: { item: Faq | null; number: number; onClose: () => void }) {
  const t = useT(faqMessages);
  return (
    <Modal
      open={item !== null}
      onClose={onClose}
      placement="full"
      label={item?.question ?? t.faq.title}
      className="faq-overlay"
      url={item ? `/faq/${item._id}` : undefined}
    >
      {item && <FaqBody key={item._id} item={item} number={number} />}
    </Modal>
  );
}

function FaqBody({ item, number }: { item: Faq; number: number }) {
  const t = useT(faqMessages);
  const f = t.faq;
  const zoom = useTextZoom();
  const [ready, setReady] = useState(false);
  return (
    <div className="faq-body">
      {item.audioUrl && (
        <div className="faq-audio">
          {/* The file is served in ranges; auto preload (spec) still lets the phone fetch in parts. */}
          <audio
            src={item.audioUrl}
            preload="auto"
            controls
            aria-label={f.audio}
            onLoadedMetadata={() => setReady(true)}
          />
          {!ready && <Loader inline label={f.audioLoading} />}
        </div>
      )}
      <ZoomControls zoom={zoom} label={f.textSize} increaseLabel={f.larger} decreaseLabel={f.smaller} />
      <h2 className="faq-question" style={{ fontSize: `${questionSize(zoom.size)}rem` }}>
        {number}. {item.question}
      </h2>
      <div className="faq-answer" style={{ fontSize: `${zoom.size}rem` }}>
        {item.answer.split(/\n+/).map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
      <ShareLinks title={item.question} path={`/faq/${item._id}`} />
    </div>
  );
}
