export type { VideoDoc } from '@dpu/ui';

// Every video, newest first: one small query the list and the detail page share (the
// detail page finds its video by id in it).
export const VIDEOS_QUERY = { sortBy: [{ date: 'desc' as const }] };
