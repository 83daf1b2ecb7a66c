import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { failureText } from './studio-api';

let sequence = 0;

/**
 * An editor action with visible progress and a clear result: 正在…, then success (and the
 * studio's lists and documents refreshed) or the server's message. Answers whether it worked.
 */
export function useStudioAction() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return async function run(
    label: string,
    action: () => Promise<unknown>,
    done = `${label}成功`,
  ): Promise<boolean> {
    sequence += 1;
    const key = `studio-action-${sequence}`;
    void message.open({ key, type: 'loading', content: `正在${label}…`, duration: 0 });
    try {
      await action();
      void message.open({ key, type: 'success', content: done });
      await queryClient.invalidateQueries({ queryKey: ['studio'] });
      return true;
    } catch (error) {
      void message.open({
        key,
        type: 'error',
        content: `${label}失败：${failureText(error)}`,
        duration: 6,
      });
      return false;
    }
  };
}
