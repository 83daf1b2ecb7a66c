import { isValidPhone, productByKey } from '@dpu/contracts';
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
 * What a spreadsheet may run as a formula: these first characters (OWASP CSV injection), and
 * their full-width forms, which a spreadsheet in a Chinese locale may read as the ASCII ones.
 */
const FORMULA_START = /^[=+\-@\t\r\n\uff1d\uff0b\uff0d\uff20]/;
/** A plain number: '42', '-3.5', '+1e3' — shown as the number it is. */
const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** Whether a cell would start a formula; white space in front does not hide one. */
function startsFormula(value: string): boolean {
  return FORMULA_START.test(value.replace(/^[ \u00a0\u3000]+/, ''));
}

/**
 * One CSV cell. Every cell that begins (after spaces) with =, +, -, @, tab, CR or LF gets a
 * leading apostrophe so a spreadsheet keeps it as text — '-2+3+cmd|…' and '-0&HYPERLINK(…)'
 * included — except a cell that is wholly a number or a phone number (docs/hostile-input.md
 * round two, finding 3).
 */
export function csvCell(value: string): string {
  const neutral = startsFormula(value) && !NUMBER.test(value) && !isValidPhone(value);
  const text = neutral ? `'${value}` : value;
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
