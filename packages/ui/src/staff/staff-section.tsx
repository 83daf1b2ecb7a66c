import { App, Typography } from 'antd';
import type { ReactNode } from 'react';
import { BrandProvider } from './brand-provider';

/**
 * The frame of one console section. Every remote bundles its own antd, so each section
 * brings its own theme, locale and App context (messages and confirmations).
 */
export function StaffSection({
  title,
  extra,
  children,
}: {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    // no space inserted between two Chinese characters: buttons read 通过 and 驳回 as written
    <BrandProvider>
      <App component="section" aria-label={title}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 16, marginBottom: 16 }}>
          <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
            {title}
          </Typography.Title>
          <div style={{ marginLeft: 'auto' }}>{extra}</div>
        </div>
        {children}
      </App>
    </BrandProvider>
  );
}
