import { productByKey } from '@dpu/contracts';
import type { FastifyReply } from 'fastify';
import type { Lead } from '../leads/leads-repository';

// The leads export: UTF-8 with a byte-order mark, so spreadsheet programs (Excel) read the
// Chinese correctly; CRLF line ends (RFC 4180).

const BOM = '\uFEFF';
const HEADER = [
  '编号',
  '提交时间',
  '姓名',
  '公司',
  '电话',
  '邮箱',
  '感兴趣的产品',
  '留言',
  '已处理',
];
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** 'YYYY-MM-DD HH:mm' in China time (UTC+8, no daylight saving). */
export function chinaTime(iso: string): string {
  return new Date(new Date(iso).getTime() + CHINA_OFFSET_MS)
    .toISOString()
    .slice(0, 16)
    .replace('T', ' ');
}

/**
 * One CSV cell. A cell a spreadsheet would run as a formula (=, @, or + and - not starting
 * a number) gets a leading apostrophe so it stays text.
 */
export function csvCell(value: string): string {
  const text = /^[=@\t\r]|^[+-](?![0-9 ])/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function leadsCsv(leads: readonly Lead[]): string {
  const rows = leads.map((lead) => [
    String(lead.id),
    chinaTime(lead.createdAt),
    lead.name,
    lead.company,
    lead.phone,
    lead.email,
    lead.interested ? (productByKey(lead.interested)?.name ?? lead.interested) : '',
    lead.message,
    lead.handledAt ? '是' : '否',
  ]);
  return BOM + [HEADER, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Sends the export as a download named by the day (a Chinese name where supported). */
export function sendLeadsCsv(reply: FastifyReply, leads: readonly Lead[], now = new Date()) {
  const day = now.toISOString().slice(0, 10);
  return reply
    .type('text/csv; charset=utf-8')
    .header(
      'Content-Disposition',
      `attachment; filename="leads-${day}.csv"; filename*=UTF-8''${encodeURIComponent(`销售线索-${day}.csv`)}`,
    )
    .header('Cache-Control', 'no-store')
    .send(leadsCsv(leads));
}
