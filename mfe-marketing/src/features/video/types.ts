export interface VideoDoc {
  id: number;
  slug: string;
  title: string;
  description?: string;
  src: string;
  poster?: string;
  date: string;
  duration?: string;
  category?: string;
  product?: string;
}

// Every video, newest first: one small query the list and the detail page share (the
// detail page finds its video by id in it).
export const VIDEOS_QUERY = { sortBy: [{ date: 'desc' as const }] };
