import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { failureText } from './staff-api';

let sequence = 0;

interface StaffActionOptions {
  /** The query key whose data the action changes (the console's lists, or the studio's). */
  refreshes?: string;
  /** How long an error stays, in seconds; antd's default when not given. */
  errorSeconds?: number;
}

/**
 * Runs a staff action with visible progress and a clear result: a loading message while it
 * runs, then success (and the lists it changes refreshed) or the server's error message.
 * Answers whether it worked.
 */
export function useStaffAction({ refreshes = 'staff', errorSeconds }: StaffActionOptions = {}) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return async function run(
    label: string,
    action: () => Promise<unknown>,
    done = `${label}成功`,
  ): Promise<boolean> {
    sequence += 1;
    const key = `${refreshes}-action-${sequence}`;
    void message.open({ key, type: 'loading', content: `正在${label}…`, duration: 0 });
    try {
      await action();
      void message.open({ key, type: 'success', content: done });
      await queryClient.invalidateQueries({ queryKey: [refreshes] });
      return true;
    } catch (error) {
      void message.open({
        key,
        type: 'error',
        content: `${label}失败：${failureText(error)}`,
        ...(errorSeconds ? { duration: errorSeconds } : {}),
      });
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
