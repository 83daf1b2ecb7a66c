import { useVideo, VideoPlayer } from '@dpu/ui';
import styles from './customer.module.css';

// A video material that links to a video page of the site (/video/video_detail?id=N) plays
// right here: the video document (content/videos) names its WebM and MP4 files.

const VIDEO_PAGE = /^\/video\/video_detail\?id=(\d{1,9})$/;

/** The content id of the site video a material links to, if it links to one. */
export function siteVideoId(url: string | null | undefined): number | undefined {
  const match = url ? VIDEO_PAGE.exec(url) : null;
  return match ? Number(match[1]) : undefined;
}

export function MaterialVideo({ id, title }: { id: number; title: string }) {
  const state = useVideo(id);
  if (state.status !== 'ready') return null;
  return (
    <div className={styles.video}>
      <VideoPlayer src={state.video.src} poster={state.video.poster} title={title} />
    </div>
  );
}
