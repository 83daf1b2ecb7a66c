import { Link } from '@dpu/router';
import { videoRoute } from '@dpu/contracts';
import { useImageOr, formatDate } from '@dpu/ui';
import { VIDEO_POSTER_URL } from '../../assets/illustrations';
import type { VideoDoc } from './types';
import styles from './video.module.css';

export function VideoCard({ video }: { video: VideoDoc }) {
  // the illustration until the poster has loaded: the posters are 960 px JPEGs of ~30 KB
  // each, and a list's worth of them on the first screen made /video's LCP 0.75 → 2.3 s
  // (issue 25); the list page is not hydrated on a first visit, so it shows illustrations
  const poster = useImageOr(video.poster, VIDEO_POSTER_URL, 'loaded');
  return (
    <li className={styles.card}>
      <Link to={videoRoute(video.id)} className={styles.cardLink}>
        <span className={styles.thumb}>
          <img src={poster} alt="" loading="lazy" />
          {video.duration && <span className={styles.duration}>{video.duration}</span>}
        </span>
        <span className={styles.cardBody}>
          {video.category && <span className={styles.category}>{video.category}</span>}
          <span className={styles.cardTitle}>{video.title}</span>
          <span className={styles.cardDate}>{formatDate(video.date)}</span>
        </span>
      </Link>
    </li>
  );
}
