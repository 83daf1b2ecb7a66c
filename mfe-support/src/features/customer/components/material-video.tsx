import { useContent, VideoPlayer } from '@dpu/ui';
import styles from './customer.module.css';

// A video material that links to a video page of the site (/video/video_detail?id=N) plays
// right here: the video document (content/videos) names its WebM and MP4 files.

interface VideoDoc {
  id: number;
  title?: string;
  src?: string[] | string;
  poster?: string;
}

const VIDEO_PAGE = /^\/video\/video_detail\?id=(\d{1,9})$/;

/** The content id of the site video a material links to, if it links to one. */
export function siteVideoId(url: string | null | undefined): number | undefined {
  const match = url ? VIDEO_PAGE.exec(url) : null;
  return match ? Number(match[1]) : undefined;
}

export function MaterialVideo({ id, title }: { id: number; title: string }) {
  const state = useContent<VideoDoc[]>('/videos', { where: { id } });
  const video = state.status === 'ready' ? state.data.find((doc) => doc.id === id) : undefined;
  if (!video?.src) return null;
  return (
    <div className={styles.video}>
      <VideoPlayer src={video.src} poster={video.poster} title={title} />
    </div>
  );
}
