import { Alert, Progress, type FormInstance } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { staffUpload } from './staff-upload';

// A staff form that uploads a file (a support release, a media-library image): its progress
// bar while the bytes leave, then one line saying how it went. On a refusal the server's
// per-field messages land beside the form's own inputs and nothing typed is lost; on a
// success the form empties (but for what stays for the next upload) and the console's lists
// refresh.

export interface UploadNotice {
  type: 'success' | 'error';
  text: string;
}

export function useStaffUpload<T>({
  form,
  fields,
  failure,
  clears,
}: {
  form: FormInstance;
  /** The form's inputs: a message the server names one of these shows beside it. */
  fields: readonly string[];
  /** What failed, before the server's message ('上传失败'). */
  failure: string;
  /** The inputs emptied after a success; all of them when not given. */
  clears?: string[];
}) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [notice, setNotice] = useState<UploadNotice | null>(null);
  /** Sends the upload; answers the server's data once `done` shows, or null once the failure does. */
  const upload = async (
    url: string,
    data: FormData,
    done: (answer: T) => string,
  ): Promise<T | null> => {
    setNotice(null);
    setProgress(0);
    const answer = await staffUpload<T>(url, data, setProgress);
    setProgress(null);
    if (answer.ok) {
      setNotice({ type: 'success', text: done(answer.data) });
      form.resetFields(clears);
      await queryClient.invalidateQueries({ queryKey: ['staff'] });
      return answer.data;
    }
    form.setFields(
      Object.entries(answer.fields)
        .filter(([name]) => fields.includes(name))
        .map(([name, message]) => ({ name, errors: [message] })),
    );
    setNotice({ type: 'error', text: `${failure}：${answer.message}` });
    return null;
  };
  return { upload, uploading: progress !== null, progress, notice };
}

/** The upload's progress bar, then its outcome, above the form's submit button. */
export function UploadFeedback({
  progress,
  notice,
}: {
  progress: number | null;
  notice: UploadNotice | null;
}) {
  return (
    <>
      {progress !== null && (
        <Progress
          percent={progress}
          status="active"
          aria-label="上传进度"
          style={{ marginBottom: 16 }}
        />
      )}
      {notice && (
        <Alert
          type={notice.type}
          showIcon
          title={notice.text}
          role="status"
          style={{ marginBottom: 16 }}
        />
      )}
    </>
  );
}
