import { ConfigProvider, message } from 'antd';
import { brandTheme } from '@dpu/ui';

let configured = false;

function configure(): void {
  if (configured) return;
  configured = true;
  // static toasts render outside the React tree: give them the brand theme explicitly
  ConfigProvider.config({
    holderRender: (children) => <ConfigProvider theme={brandTheme}>{children}</ConfigProvider>,
  });
}

export function errorToast(text: string): void {
  configure();
  void message.error(text);
}
