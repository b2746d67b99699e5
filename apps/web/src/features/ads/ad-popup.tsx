// The sponsor video popup (docs/product.md "Advertisements" and "Business constants"), loaded after a
// visitor's first click or touch: while the window is focused (and the screen may carry ads) the
// focused time runs down a random 15–45 s; then one of the videos, chosen at random, opens full
// screen with a 5-second countdown, a Skip Ad button after 5 s, and closes by itself after the
// video's duration plus 1 s. The page does not scroll under it; a click or touch turns the sound
// on. It opens once a visit (a page load): ads must not get in the way of looking a family up.
import { useEffect, useRef, useState } from 'react';
import type { VideoAd } from '@parish/shared/ads';
import { adPopupDelayMs } from '@parish/shared/plain/ad-rules';
import { AD_CLOSE_AFTER_DURATION_S, AD_COUNTDOWN_S, AD_SKIP_AFTER_S } from '@parish/shared/plain/constants';
import { useT } from '../../i18n/language.tsx';
import { countAd, loadAds } from '../../lib/ads.ts';
import { lockScroll } from '../../lib/scroll-lock.ts';
import { adMessages } from '../../components/ads/messages.ts';

/** Whether the visitor is looking at this window: focused and visible. */
function useWindowFocused(): boolean {
  // The popup loads in answer to a click, so the window has the focus to begin with.
  const [focused, setFocused] = useState(() => document.visibilityState === 'visible');
  useEffect(() => {
    const update = (value: boolean) => () => setFocused(value);
    const onFocus = update(true);
    const onBlur = update(false);
    const onVisibility = () => setFocused(document.visibilityState === 'visible' && document.hasFocus());
    window.addEventListener('focus', onFocus);
    window.addEventListener('blur', onBlur);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('blur', onBlur);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);
  return focused;
}

export default function AdPopup({ allowed }: { allowed: boolean }) {
  const focused = useWindowFocused();
  const remaining = useRef(adPopupDelayMs());
  const [due, setDue] = useState(false);
  const [videos, setVideos] = useState<VideoAd[] | null>(null);
  const [shown, setShown] = useState<VideoAd | null>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    let live = true;
    void loadAds().then((ads) => live && setVideos(ads.videos));
    return () => {
      live = false;
    };
  }, []);

  // The delay runs only while focused on a screen that may carry ads; leaving pauses it.
  const running = allowed && focused && !due;
  useEffect(() => {
    if (!running) return;
    const started = Date.now();
    const timer = setTimeout(() => setDue(true), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [running]);

  useEffect(() => {
    if (!due || done || shown || !videos || !allowed) return;
    if (!videos.length) setDone(true);
    else setShown(videos[Math.floor(Math.random() * videos.length)]);
  }, [due, done, shown, videos, allowed]);

  if (!shown || done || !allowed) return null;
  return <VideoPopup ad={shown} onClose={() => setDone(true)} />;
}

function VideoPopup({ ad, onClose }: { ad: VideoAd; onClose: () => void }) {
  const t = useT(adMessages).ads;
  const video = useRef<HTMLVideoElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const [seconds, setSeconds] = useState(0);
  const [muted, setMuted] = useState(true);

  useEffect(() => {
    const release = lockScroll();
    dialog.current?.focus();
    countAd('video', ad._id, 'impression');
    const tick = setInterval(() => setSeconds((s) => s + 1), 1000);
    const close = setTimeout(onClose, (ad.duration + AD_CLOSE_AFTER_DURATION_S) * 1000);
    return () => {
      release();
      clearInterval(tick);
      clearTimeout(close);
    };
    // One popup, one video: the timers start once.
  }, []);

  // docs/product.md "Advertisements": a click or touch turns the sound on (browsers start videos only when muted).
  const unmute = () => {
    const v = video.current;
    if (!v || !v.muted) return;
    v.muted = false;
    setMuted(false);
    void v.play().catch(() => undefined);
  };

  const canSkip = seconds >= AD_SKIP_AFTER_S;
  return (
    <div
      ref={dialog}
      className="ad-popup"
      role="dialog"
      aria-modal="true"
      aria-label={t.popupLabel}
      tabIndex={-1}
      data-duration={ad.duration}
      data-ad-id={ad._id}
      onPointerDown={unmute}
      onTouchStart={unmute}
    >
      <video
        ref={video}
        className="ad-video"
        src={ad.video}
        autoPlay
        muted
        playsInline
        width={320}
        height={180}
        aria-label={ad.title}
      />
      <div className="ad-popup-bar">
        <span className="ad-label">
          {t.sponsored}: {ad.title}
        </span>
        {muted && <span className="ad-sound-hint">{t.tapForSound}</span>}
        {ad.link && (
          <a
            className="button small"
            href={ad.link}
            target="_blank"
            rel="sponsored noopener noreferrer"
            onClick={() => countAd('video', ad._id, 'click')}
          >
            {t.visit}
          </a>
        )}
        {canSkip ? (
          <button type="button" className="button primary ad-skip" onClick={onClose}>
            {t.skip}
          </button>
        ) : (
          <span className="ad-countdown" role="timer" aria-live="off" data-seconds={AD_COUNTDOWN_S - seconds}>
            {t.countdown(AD_COUNTDOWN_S - seconds)}
          </span>
        )}
      </div>
    </div>
  );
}
