import { App } from 'antd';
import { useState } from 'react';
import { failureText } from './staff-api';

export interface StaffDownloadTexts {
  /** The message while it runs: '正在导出…'. */
  loading: string;
  /** The verb of the result messages: '已导出 leads.csv', '导出失败：…'. */
  verb: string;
}

/**
 * A staff file download with visible progress: a loading message, then the saved file's
 * name or the server's error. `busy` is true while it runs.
 */
export function useStaffDownload(key: string, texts: StaffDownloadTexts) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const download = async (save: () => Promise<string>) => {
    setBusy(true);
    void message.open({ key, type: 'loading', content: texts.loading, duration: 0 });
    try {
      const name = await save();
      void message.open({ key, type: 'success', content: `已${texts.verb} ${name}` });
    } catch (error) {
      void message.open({
        key,
        type: 'error',
        content: `${texts.verb}失败：${failureText(error)}`,
      });
    } finally {
      setBusy(false);
    }
  };
  return { busy, download };
}
