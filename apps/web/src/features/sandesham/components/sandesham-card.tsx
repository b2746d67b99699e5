// One message card (docs/product.md "Messages"): a round photo that opens the image preview, the
// speaker's name, the title, a video/audio badge, 'Play Message', a share link to the message's
// own address, and Delete for admins.
import type { Sandesham } from '@parish/shared/sandesham';
import { graphemes } from '@parish/shared/plain/excerpt';
import { BlurImage } from '../../../components/blur-image.tsx';
import { ShareLinks } from '../../../components/share-links.tsx';
import { useT } from '../../../i18n/language.tsx';
import { sandeshamMessages } from '../messages.ts';

interface SandeshamCardProps {
  item: Sandesham;
  /** Among the first cards: the photo is fetched at once. */
  eager: boolean;
  onPlay: () => void;
  /** Opens the photo large (absent without a photo). */
  onPreview?: () => void;
  onDelete?: () => void;
}

export function SandeshamCard({ item, eager, onPlay, onPreview, onDelete }: SandeshamCardProps) {
  const s = useT(sandeshamMessages).sandesham;
  return (
    <article className="sandesham-card">
      <BlurImage
        as="button"
        className="sandesham-photo"
        boxProps={{ onClick: onPreview, disabled: !item.image || !onPreview, 'aria-label': s.photoOf(item.name) }}
        image={item.image}
        preImage={item.preImage}
        alt=""
        width={96}
        height={96}
        priority={eager}
        fallback={<span aria-hidden="true">{graphemes(item.name.trim())[0]}</span>}
      />
      <div className="sandesham-text">
        <h2 className="sandesham-name">{item.name}</h2>
        <p className="sandesham-title">{item.title}</p>
        <span className={`media-badge ${item.fileType}`}>{s.badge[item.fileType]}</span>
      </div>
      <div className="sandesham-actions">
        <button
          type="button"
          className="button primary"
          onClick={onPlay}
          aria-label={s.playLabel(item.title, item.name)}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path d="M7 4.5v15l12-7.5z" fill="currentColor" />
          </svg>
          {s.play}
        </button>
        {onDelete && (
          <button
            type="button"
            className="button small danger-outline"
            onClick={onDelete}
            aria-label={s.deleteLabel(item.title)}
          >
            {s.delete}
          </button>
        )}
      </div>
      <ShareLinks
        title={`${item.title} — ${item.name}`}
        path={`/sandeshangal/${item._id}`}
        className="sandesham-share"
      />
    </article>
  );
}
