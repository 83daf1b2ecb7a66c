import { useSession } from '@dpu/session';
import { useContent } from './content/use-content';

/** A video document of the site (content/videos/<slug>.yaml): the list, the detail page, the
 * product pages and support's materials all read this one shape. */
export interface VideoDoc {
  id: number;
  slug: string;
  title: string;
  description?: string;
  /** The same video as WebM and MP4 (files under /data/file/video/), or one file. */
  src: string[] | string;
  poster?: string;
  date: string;
  duration?: string;
  category?: string;
  product?: string;
}

export type VideoState =
  | { status: 'loading' }
  | { status: 'ready'; video: VideoDoc & { src: string[] } }
  | { status: 'missing' };

/** Finds the site video with a content id (docs/site.md §9: 289 on the 2200E page). */
export function useVideo(id: number | undefined): VideoState {
  const state = useContent<VideoDoc[]>(id === undefined ? null : '/videos', { where: { id } });
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
