import { Link } from '@dpu/router';
import { videoRoute } from '@dpu/contracts';
import { useImageOr, formatDate } from '@dpu/ui';
import { VIDEO_POSTER_URL } from '../../assets/illustrations';
import type { VideoDoc } from './types';
import styles from './video.module.css';

export function VideoCard({ video }: { video: VideoDoc }) {
  const poster = useImageOr(video.poster, VIDEO_POSTER_URL);
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
