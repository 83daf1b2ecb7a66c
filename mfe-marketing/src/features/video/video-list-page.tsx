import { CardGrid, ContentView, useContent, useSitePageMeta } from '@dpu/ui';
import { illustrationUrl } from '../../assets/illustrations';
import layout from '../../components/layout.module.css';
import { useSectionCopy } from '../../lib/section-copy';
import { VIDEOS_QUERY, type VideoDoc } from './types';
import { VideoCard } from './video-card';
import styles from './video.module.css';
import { PageHeader } from '../../components/page-header';

/** /video: every video, newest first. */
export function VideoListPage() {
  const copy = useSectionCopy('videos');
  const list = useContent<VideoDoc[]>('/videos', VIDEOS_QUERY);
  const title = copy?.title ?? '视频中心';
  useSitePageMeta(title, { description: copy?.description });
  return (
    <div>
      <PageHeader
        title={title}
        subtitle={copy?.subtitle}
        image={illustrationUrl('video')}
        trail={[{ label: title }]}
      />
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
