import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { brandTheme } from '../theme';

/**
 * Every part built with antd sits in this one provider: the brand theme, Chinese texts, and
 * no space antd would insert between two Chinese characters of a button ('提 交' reads as
 * two words; the site writes '提交' like every other button).
 */
export function BrandProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={brandTheme} locale={zhCN} button={{ autoInsertSpace: false }}>
      {children}
    </ConfigProvider>
  );
}
