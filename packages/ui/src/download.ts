import type { AxiosResponse } from 'axios';
import type { ApiEnvelope } from '@dpu/contracts';
import { api, isHttpError } from '@dpu/api-client';

// Not part of @dpu/api-client: that package is a shared singleton, which ships whole on
// every page; here only the apps that download anything bundle this.
// Gated files need the UserToken header, which a plain link cannot send: download through
// the api-client as a blob (it returns the full response for binary) and save it from an
// object URL.

export class DownloadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DownloadError';
  }
}

const MESSAGES: Record<number, string> = {
  401: '登录已失效，请重新登录后下载',
  403: '您没有该文件的下载权限',
  404: '文件不存在或已下架',
};
export const DOWNLOAD_FAILED_TEXT = '下载失败，请检查网络后重试';

/** Blob.text() where there is one, FileReader elsewhere (older engines, jsdom). */
function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(blob);
  });
}

async function envelopeOf(data: unknown): Promise<ApiEnvelope | undefined> {
  if (!(data instanceof Blob)) return undefined;
  try {
    const parsed = JSON.parse(await blobText(data)) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as ApiEnvelope) : undefined;
  } catch {
    return undefined;
  }
}

async function failureMessage(error: unknown): Promise<string> {
  if (!isHttpError(error) || !error.response) return DOWNLOAD_FAILED_TEXT;
  const envelope = await envelopeOf(error.response.data);
  return envelope?.msg || MESSAGES[error.response.status] || DOWNLOAD_FAILED_TEXT;
}

/** The file name of Content-Disposition (RFC 5987 filename* first), if any. */
export function fileNameFromDisposition(header: unknown): string | undefined {
  if (typeof header !== 'string') return undefined;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim();
}

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // give the browser time to start reading the blob before it is released
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Downloads an API path (below /api) with the token and saves it under the server's file
 * name; throws DownloadError with a clear message. Answers the name saved.
 */
export async function downloadWithToken(
  url: string,
  fallbackName: string,
  params?: Record<string, unknown>,
): Promise<string> {
  let response: AxiosResponse<Blob>;
  try {
    response = await api.get<Blob, AxiosResponse<Blob>>(url, { responseType: 'blob', params });
  } catch (error) {
    throw new DownloadError(await failureMessage(error));
  }
  const name = fileNameFromDisposition(response.headers?.['content-disposition']) ?? fallbackName;
  saveBlob(response.data, name);
  return name;
}

/** Downloads /api/file/download/{fileId} with the token; throws DownloadError with a clear message. */
export function downloadFile(fileId: number, fallbackName: string): Promise<string> {
  return downloadWithToken(`/file/download/${fileId}`, fallbackName);
}
