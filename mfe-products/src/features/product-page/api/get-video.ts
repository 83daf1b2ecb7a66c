import { useSession } from '@dpu/session';
import { useContent } from '@dpu/ui';

// A video document of the marketing collection (content/videos/<slug>.yaml).
export interface VideoDoc {
  id: number;
  title?: string;
  /** The same video in several formats (WebM, MP4), or one file. */
  src: string[] | string;
  poster?: string;
}

export type VideoState =
  { status: 'loading' } | { status: 'ready'; video: VideoDoc } | { status: 'missing' };

/** Finds the video with a content id (docs/site.md §9: 289 on the 2200E page). */
export function useVideo(id: number | undefined): VideoState {
  const state = useContent<VideoDoc[]>(id === undefined ? null : '/videos', {
    where: { id },
  });
  const fileRoot = useSession((s) => s.fileRootPath);
  if (id === undefined) return { status: 'missing' };
  if (state.status === 'loading') return { status: 'loading' };
  // An engine without `where` answers the whole list: pick the id here as well.
  const video = state.status === 'ready' ? state.data.find((doc) => doc.id === id) : undefined;
  const sources = (Array.isArray(video?.src) ? video.src : [video?.src]).filter(
    (src): src is string => typeof src === 'string' && src.length > 0,
  );
  if (!video || sources.length === 0) return { status: 'missing' };
  return {
    status: 'ready',
    video: {
      ...video,
      src: sources.map((src) => resolveFileUrl(src, fileRoot)),
      poster: video.poster ? resolveFileUrl(video.poster, fileRoot) : undefined,
    },
  };
}

/** Absolute and rooted URLs stay; relative ones are files under fileRootPath (docs/site.md §3). */
export function resolveFileUrl(src: string, fileRoot: string): string {
  if (/^(https?:)?\/\//i.test(src) || src.startsWith('/')) return src;
  return `${fileRoot.replace(/\/+$/, '')}/${src.replace(/^\/+/, '')}`;
}
