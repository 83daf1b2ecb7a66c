import {
  CardGrid,
  ContentView,
  ErrorPage,
  useContent,
  useQueryParam,
  useSitePageMeta,
  VideoPlayer,
} from '@dpu/ui';
import { VIDEO_POSTER_URL } from '../../assets/illustrations';
import { DocDate, DocTitle } from '../../components/doc-title';
import layout from '../../components/layout.module.css';
import { SiteTrail } from '../../components/page-header';
import { ProductLinks } from '../../components/product-links';
import { VIDEOS_QUERY, type VideoDoc } from './types';
import { VideoCard } from './video-card';
import styles from './video.module.css';

const MORE_VIDEOS = 3;

function parseVideoId(value: string | null): number | null {
  return value && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

function VideoDetail({ video, others }: { video: VideoDoc; others: VideoDoc[] }) {
  useSitePageMeta('视频中心', { lead: video.title, description: video.description });
  return (
    <>
      <SiteTrail trail={[{ label: '视频中心', to: '/video' }, { label: video.title }]} />
      <div className={`${layout.container} ${styles.detail}`}>
        <DocTitle title={video.title}>
          <DocDate date={video.date} />
          {video.duration && <span>时长 {video.duration}</span>}
          {video.category && <span>{video.category}</span>}
        </DocTitle>
        <VideoPlayer
          src={video.src}
          poster={video.poster}
          fallbackPoster={VIDEO_POSTER_URL}
          title={video.title}
          // nothing of the file until the visitor presses play (the title says how long it
          // is): its first 57 KB competed with the poster, the page's largest element
          preload="none"
        />
        {video.description && <p className={styles.detailDescription}>{video.description}</p>}
        {video.product && <ProductLinks keys={[video.product]} />}
        {others.length > 0 && (
          <section className={styles.more}>
            <h2>更多视频</h2>
            <CardGrid columns={3} label="更多视频">
              {others.slice(0, MORE_VIDEOS).map((other) => (
                <VideoCard key={other.id} video={other} />
              ))}
            </CardGrid>
          </section>
        )}
      </div>
    </>
  );
}

/** /video/video_detail?id=<video id>: one video (289 is the CONFLUX-2200E introduction). */
export function VideoDetailPage() {
  const id = parseVideoId(useQueryParam('id'));
  const list = useContent<VideoDoc[]>(id === null ? null : '/videos', VIDEOS_QUERY);
  if (id === null) return <ErrorPage statusCode={404} />;
  return (
    <ContentView state={list}>
      {(videos) => {
        const video = videos.find((v) => v.id === id);
        if (!video) return <ErrorPage statusCode={404} />;
        return <VideoDetail video={video} others={videos.filter((v) => v.id !== id)} />;
      }}
    </ContentView>
  );
}
