import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { failureText } from './staff-api';

let sequence = 0;

/**
 * Runs a staff action with visible progress and a clear result: a loading message while it
 * runs, then success (and the staff lists refreshed) or the server's error message.
 * Answers whether it worked.
 */
export function useStaffAction() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return async function run(
    label: string,
    action: () => Promise<unknown>,
    done = `${label}成功`,
  ): Promise<boolean> {
    sequence += 1;
    const key = `staff-action-${sequence}`;
    void message.open({ key, type: 'loading', content: `正在${label}…`, duration: 0 });
    try {
      await action();
      void message.open({ key, type: 'success', content: done });
      await queryClient.invalidateQueries({ queryKey: ['staff'] });
      return true;
    } catch (error) {
      void message.open({ key, type: 'error', content: `${label}失败：${failureText(error)}` });
      return false;
    }
  };
}

/** A confirmation dialog; resolves true when confirmed. */
export function useConfirm() {
  const { modal } = App.useApp();
  return (title: string, content: string, okText = '确定') =>
    new Promise<boolean>((resolve) => {
      modal.confirm({
        title,
        content,
        okText,
        cancelText: '取消',
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });
}
