import { useState } from 'react';
import { SectionHeading } from '@dpu/ui';
import { useVideo } from '../api/get-video';
import styles from './sections.module.css';

export const VIDEO_FALLBACK_TEXT = '产品视频即将上线，敬请期待';
export const VIDEO_ERROR_TEXT = '视频暂时无法播放，请稍后再试';

/**
 * The embedded product video (spec §2, 2200E: video id 289). The video document may not
 * exist yet, or its file may fail to play: then a poster with a short note stands in.
 */
export function ProductVideo({ videoId, title }: { videoId: number; title?: string }) {
  const state = useVideo(videoId);
  const [failed, setFailed] = useState(false);
  const heading = title ?? (state.status === 'ready' ? state.video.title : undefined) ?? '产品视频';
  return (
    <section className={styles.section} data-testid="product-section-video">
      <div className={styles.inner}>
        <SectionHeading title={heading} />
        <div className={styles.video} data-video-id={videoId}>
          {state.status === 'ready' && !failed ? (
            <video
              controls
              preload="none"
              playsInline
              poster={state.video.poster}
              src={state.video.src}
              onError={() => setFailed(true)}
              aria-label={heading}
              data-testid="product-video-player"
            />
          ) : (
            <div
              className={styles.videoFallback}
              style={
                state.status === 'ready' && state.video.poster
                  ? { backgroundImage: `url("${encodeURI(state.video.poster)}")` }
                  : undefined
              }
              data-testid="product-video-fallback"
              aria-busy={state.status === 'loading'}
            >
              <span className={styles.playMark} aria-hidden="true" />
              {state.status !== 'loading' && (
                <span>{failed ? VIDEO_ERROR_TEXT : VIDEO_FALLBACK_TEXT}</span>
              )}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
