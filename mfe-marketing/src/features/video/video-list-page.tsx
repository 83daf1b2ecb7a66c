import { CardGrid, ContentView, useContent } from '@dpu/ui';
import { illustrationUrl } from '../../assets/illustrations';
import layout from '../../components/layout.module.css';
import { VIDEOS_QUERY, type VideoDoc } from './types';
import { VideoCard } from './video-card';
import styles from './video.module.css';
import { SectionHeader } from '../../components/page-header';

/** /video: every video, newest first. */
export function VideoListPage() {
  const list = useContent<VideoDoc[]>('/videos', VIDEOS_QUERY);
  return (
    <div>
      <SectionHeader section="videos" fallbackTitle="视频中心" image={illustrationUrl('video')} />
      <section className={`${layout.container} ${styles.section}`}>
        <ContentView state={list}>
          {(videos) => (
            <CardGrid columns={3} label="视频列表">
              {videos.map((video) => (
                <VideoCard key={video.id} video={video} />
              ))}
            </CardGrid>
          )}
        </ContentView>
      </section>
    </div>
  );
}
