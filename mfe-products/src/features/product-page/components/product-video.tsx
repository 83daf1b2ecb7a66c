import { useVideo, VideoPlayer } from '@dpu/ui';
import { ProductSection } from './product-section';
import styles from './sections.module.css';

export const VIDEO_FALLBACK_TEXT = '产品视频即将上线，敬请期待';

/**
 * The embedded product video (docs/site.md §2, 2200E: video id 289). The video document may not
 * exist yet: then a short note stands in; a file that fails to play is the player's to say.
 */
export function ProductVideo({ videoId, title }: { videoId: number; title?: string }) {
  const state = useVideo(videoId);
  const heading = title ?? (state.status === 'ready' ? state.video.title : undefined) ?? '产品视频';
  return (
    <ProductSection name="video" title={heading}>
      <div className={styles.video} data-video-id={videoId}>
        {state.status === 'ready' ? (
          <VideoPlayer
            src={state.video.src}
            poster={state.video.poster}
            title={heading}
            // nothing is fetched until the visitor presses play: the page stays light
            preload="none"
            testId="product-video"
          />
        ) : (
          <div
            className={styles.videoFallback}
            data-testid="product-video-fallback"
            aria-busy={state.status === 'loading'}
          >
            <span className={styles.playMark} aria-hidden="true" />
            {state.status !== 'loading' && <span>{VIDEO_FALLBACK_TEXT}</span>}
          </div>
        )}
      </div>
    </ProductSection>
  );
}
