export interface VideoDoc {
  id: number;
  slug: string;
  title: string;
  description?: string;
  /** The same video as WebM and MP4 (files under /data/file/video/). */
  src: string[] | string;
  poster?: string;
  date: string;
  duration?: string;
  category?: string;
  product?: string;
}

// Every video, newest first: one small query the list and the detail page share (the
// detail page finds its video by id in it).
export const VIDEOS_QUERY = { sortBy: [{ date: 'desc' as const }] };
