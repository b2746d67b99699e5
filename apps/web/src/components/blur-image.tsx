// The one blur-up photo (docs/decisions.md "One blur-up image"): a box whose CSS reserves the
// photo's size, the blurred preImage (a 16 px data URI) as its background until the photo has
// loaded, then the photo. With no photo at all the box holds what the caller draws (e.g.
// DrawnPerson), so it is never a bare grey square. The server renders the same first state as the
// client (not loaded), so hydration matches.
import { useState, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { smallImageUrl } from '@parish/shared/plain/image-paths';

export interface BlurImageProps {
  image: string | null | undefined;
  preImage?: string | null;
  alt: string;
  /** The box's class: its CSS gives the box its size, so nothing moves when the photo arrives. */
  className?: string;
  /** The box element: a button when the photo opens a preview; 'img' when the photo is its own box
   *  (a thumbnail whose CSS sizes the img itself). */
  as?: 'div' | 'span' | 'button' | 'figure' | 'img';
  /** Attributes of a button box (onClick, aria-label, disabled). */
  boxProps?: ButtonHTMLAttributes<HTMLButtonElement>;
  width?: number;
  height?: number;
  /** The stored photo as it is (a preview); otherwise its 480 px rendition. */
  full?: boolean;
  /** From this media query up the full rendition is fetched (a `<picture>` source). */
  wideMedia?: string;
  /** Fetched at once: the page's largest paint. 'high' also raises its fetch priority. */
  priority?: boolean | 'high';
  /** What the box holds when there is no photo at all. */
  fallback?: ReactNode;
  onLoad?: (img: HTMLImageElement) => void;
  imgProps?: { draggable?: boolean };
  /** Drawn over the photo inside the box (a caption). */
  children?: ReactNode;
}

export function BlurImage({
  image,
  preImage,
  alt,
  className,
  as = 'div',
  boxProps,
  width,
  height,
  full = false,
  wideMedia,
  priority = false,
  fallback = null,
  onLoad,
  imgProps,
  children,
}: BlurImageProps) {
  const [loaded, setLoaded] = useState(false);
  const Box = as as 'button';
  const done = (img: HTMLImageElement) => {
    setLoaded(true);
    onLoad?.(img);
  };
  const blur = !loaded && preImage ? { backgroundImage: `url("${preImage}")` } : undefined;
  const img = image ? (
    <img
      {...imgProps}
      {...(as === 'img' ? { className, style: blur } : { className: loaded ? 'loaded' : undefined })}
      src={full ? image : smallImageUrl(image)}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority === 'high' ? 'high' : undefined}
      decoding="async"
      onLoad={(e) => done(e.currentTarget)}
      // A server-rendered photo may have loaded before hydration: its load event is gone by then.
      ref={(el) => {
        if (el?.complete && el.naturalWidth > 0 && !loaded) done(el);
      }}
    />
  ) : (
    fallback
  );
  if (as === 'img') return img;
  return (
    <Box
      {...(as === 'button' ? { type: 'button' as const, ...boxProps } : undefined)}
      className={className}
      style={blur}
    >
      {image && wideMedia ? (
        <picture>
          <source media={wideMedia} srcSet={image} />
          {img}
        </picture>
      ) : (
        img
      )}
      {children}
    </Box>
  );
}

/** Drawn in a photo's box when there is none: a person's outline on the box's grey. */
export function DrawnPerson({ label }: { label: string }) {
  return (
    <svg
      className="drawn-person"
      viewBox="0 0 100 100"
      role="img"
      aria-label={label}
      preserveAspectRatio="xMidYMax meet"
    >
      <circle cx="50" cy="38" r="17" fill="#cbd5e1" />
      <path d="M16 100c0-22 15-38 34-38s34 16 34 38z" fill="#cbd5e1" />
    </svg>
  );
}
