import type { StudioDocumentSummary } from '@dpu/contracts';

/** 2026-11-26 10:05 in the staff member's own time zone. */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export interface StatusTag {
  text: string;
  color: string;
}

/** What a document's state reads as in the list and the editor. */
export function statusTags(doc: StudioDocumentSummary): StatusTag[] {
  if (doc.deletedAt) return [{ text: '回收站', color: 'default' }];
  const tags: StatusTag[] = [
    doc.live ? { text: '已发布', color: 'green' } : { text: '未发布', color: 'default' },
  ];
  if (doc.hasDraft) tags.push({ text: '草稿', color: 'gold' });
  if (doc.scheduledAt) tags.push({ text: `定时 ${formatTime(doc.scheduledAt)}`, color: 'blue' });
  return tags;
}

export const ORIGIN_TEXT: Record<string, string> = {
  import: '导入',
  publish: '发布',
  schedule: '定时发布',
  rollback: '回滚',
};

/** The value of a datetime-local input → ISO with the browser's offset; undefined when empty or invalid. */
export function localToIso(value: string): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
