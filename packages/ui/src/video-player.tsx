import { useEffect, useRef, useState } from 'react';
import styles from './video-player.module.css';

/** Only files of this site play (content names them as /data/file/...). */
function isSitePath(value: string | undefined): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');
}

/**
 * When an image named by content shows: 'first-render' — in the server's HTML (the browser
 * fetches it with the page; it may be the page's largest element), the fallback only once it
 * failed; 'loaded' — the fallback until it has loaded (a list of many: a page hydrated later
 * never loads them, so they cost a first visit nothing).
 */
export type ImageShown = 'first-render' | 'loaded';

/**
 * The image at `src`, or `fallback` when there is none or it fails to load. A probe tells of
 * the load or the failure, also one that came before the page was hydrated: it asks the same
 * URL, which the browser has in its cache by then.
 */
export function useImageOr<F extends string | undefined>(
  src: string | undefined,
  fallback: F,
  shown: ImageShown = 'first-render',
): string | F {
  const [settled, setSettled] = useState<{ src: string; ok: boolean } | undefined>(undefined);
  useEffect(() => {
    if (!src) return;
    let active = true;
    const image = new Image();
    image.onload = () => active && setSettled({ src, ok: true });
    image.onerror = () => active && setSettled({ src, ok: false });
    image.src = src;
    return () => {
      active = false;
    };
  }, [src]);
  if (!src) return fallback;
  const known = settled?.src === src ? settled.ok : undefined;
  return (known ?? shown === 'first-render') ? src : fallback;
}

const TYPES: Record<string, string> = { webm: 'video/webm', mp4: 'video/mp4', ogv: 'video/ogg' };

function typeOf(src: string): string | undefined {
  return TYPES[src.split(/[?#]/)[0]?.split('.').pop()?.toLowerCase() ?? ''];
}

/** The playable sources, WebM first: browsers take the first one they can play. */
export function videoSources(src: readonly string[] | string | undefined): string[] {
  const list = (Array.isArray(src) ? src : [src]).filter(isSitePath);
  const rank = (s: string) => (typeOf(s) === 'video/webm' ? 0 : 1);
  return [...list].sort((a, b) => rank(a) - rank(b));
}

export interface VideoPlayerProps {
  /** The same video in several formats (content `src`): a list, or one path. */
  src: readonly string[] | string | undefined;
  poster?: string;
  /** Shown when the poster file is missing (an illustration of the app); none: plain navy. */
  fallbackPoster?: string;
  title: string;
  preload?: 'none' | 'metadata';
  /** data-testid prefix: `<id>-player` on the video, `<id>-fallback` on the note. */
  testId?: string;
}

/**
 * A native player offering every format of the video. A missing or broken file must not
 * break the page: the poster falls back to an illustration, and when every source failed
 * (the error of the last <source>, or a media error) a note replaces the player. Sources
 * can fail before the page is hydrated, when no handler listens yet: the element's
 * networkState (NETWORK_NO_SOURCE once selection gave up) tells on mount.
 */
export function VideoPlayer({
  src,
  poster,
  fallbackPoster,
  title,
  preload = 'metadata',
  testId,
}: VideoPlayerProps) {
  const posterUrl = useImageOr(isSitePath(poster) ? poster : undefined, fallbackPoster);
  const sources = videoSources(src);
  const key = sources.join('|');
  const [failedKey, setFailedKey] = useState<string | undefined>(undefined);
  const video = useRef<HTMLVideoElement>(null);
  const playable = sources.length > 0 && failedKey !== key;

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    // after a task, so the selection that starts when the element is inserted has begun
    const timer = setTimeout(() => {
      if (element.networkState === HTMLMediaElement.NETWORK_NO_SOURCE) setFailedKey(key);
    }, 0);
    return () => clearTimeout(timer);
  }, [key]);

  if (!playable) {
    return (
      <div className={styles.frame} data-testid={testId && `${testId}-fallback`}>
        {posterUrl && <img className={styles.media} src={posterUrl} alt="" />}
        <p className={styles.message} role="status">
          视频暂时无法播放，请稍后再试。
        </p>
      </div>
    );
  }
  const fail = () => setFailedKey(key);
  return (
    <div className={styles.frame}>
      <video
        key={key}
        ref={video}
        className={styles.media}
        poster={posterUrl}
        controls
        preload={preload}
        playsInline
        aria-label={title}
        // React passes a <source>'s error up to here too: only the media's own error counts
        onError={(event) => event.target === event.currentTarget && fail()}
        data-testid={testId && `${testId}-player`}
      >
        {sources.map((source, index) => (
          <source
            key={source}
            src={source}
            type={typeOf(source)}
            onError={index === sources.length - 1 ? fail : undefined}
          />
        ))}
        您的浏览器不支持视频播放。
      </video>
    </div>
  );
}
