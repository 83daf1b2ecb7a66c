import { useEffect, useState } from 'react';
import styles from './video-player.module.css';

/** Only files of this site play (content names them as /data/file/...). */
function isSitePath(value: string | undefined): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');
}

/** The image at `src` once it has loaded; `fallback` until then and when it fails. */
export function useImageOr(src: string | undefined, fallback: string): string {
  const [loaded, setLoaded] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!src) return;
    let active = true;
    const image = new Image();
    image.onload = () => active && setLoaded(src);
    image.onerror = () => active && setLoaded(undefined);
    image.src = src;
    return () => {
      active = false;
    };
  }, [src]);
  return loaded === src && src ? src : fallback;
}

export interface VideoPlayerProps {
  src: string | undefined;
  poster?: string;
  /** Shown when the poster file is missing (an illustration of the app). */
  fallbackPoster: string;
  title: string;
}

/**
 * A native player. Video files are published separately from the site, so a missing file
 * or poster must not break the page: the poster falls back to an illustration and a
 * failed video shows a message instead of a broken player.
 */
export function VideoPlayer({ src, poster, fallbackPoster, title }: VideoPlayerProps) {
  const posterUrl = useImageOr(isSitePath(poster) ? poster : undefined, fallbackPoster);
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  const playable = isSitePath(src) && failedSrc !== src;
  if (!playable) {
    return (
      <div className={styles.frame}>
        <img className={styles.media} src={posterUrl} alt="" />
        <p className={styles.message} role="status">
          视频暂时无法播放，请稍后再试。
        </p>
      </div>
    );
  }
  return (
    <div className={styles.frame}>
      <video
        className={styles.media}
        src={src}
        poster={posterUrl}
        controls
        preload="metadata"
        playsInline
        aria-label={title}
        onError={() => setFailedSrc(src)}
      >
        您的浏览器不支持视频播放。
      </video>
    </div>
  );
}
