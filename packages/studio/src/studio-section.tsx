import { useQuery } from '@tanstack/react-query';
import { Alert, App, Spin, Tabs, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from '@dpu/router';
import { BrandProvider } from '@dpu/ui/staff';
import { DocumentEditor } from './document-editor';
import { DocumentList } from './document-list';
import { studioApi } from './studio-api';
import { QueryFailed } from './query-states';

// A team's studio section in the staff console: a tab per collection it owns (its remote
// says which), the list, and the editor of the open document. The collection and the open
// document are in the address (?collection=news&doc=12), so a reload or a link keeps them.
// Only the collections the staff member's roles may edit are shown (GET /studio/collections
// lists those), so a 技术支持 editor in 市场内容 sees 开发者文档 alone.

export interface StudioCollectionRef {
  name: string;
  label: string;
}

export interface StudioSectionProps {
  title: string;
  collections: readonly StudioCollectionRef[];
}

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <BrandProvider>
      <App component="section" aria-label={title}>
        <Typography.Title level={2} style={{ margin: '0 0 12px', fontSize: 20 }}>
          {title}
        </Typography.Title>
        {children}
      </App>
    </BrandProvider>
  );
}

function Collections({ collections }: { collections: readonly StudioCollectionRef[] }) {
  const [params, setParams] = useSearchParams();
  const first = collections[0];
  const current = collections.find((c) => c.name === params.get('collection')) ?? first;
  const docId = Number(params.get('doc')) || undefined;
  const go = (collection: string, doc?: number) =>
    setParams((old) => {
      const next = new URLSearchParams(old);
      next.set('collection', collection);
      if (doc) next.set('doc', String(doc));
      else next.delete('doc');
      return next;
    });
  if (!current) return <Alert type="info" showIcon title="你的角色没有可在这里编辑的内容。" />;
  if (docId) return <DocumentEditor key={docId} id={docId} onBack={() => go(current.name)} />;
  return (
    <>
      <Tabs
        activeKey={current.name}
        onChange={(name) => go(name)}
        items={collections.map((c) => ({ key: c.name, label: c.label }))}
      />
      <DocumentList
        key={current.name}
        collection={current.name}
        label={current.label}
        onOpen={(id) => go(current.name, id)}
      />
    </>
  );
}

export function StudioSection({ title, collections }: StudioSectionProps) {
  const allowed = useQuery({ queryKey: ['studio', 'collections'], queryFn: studioApi.collections });
  const names = new Set(allowed.data?.map((c) => c.name));
  return (
    <Frame title={title}>
      {allowed.isPending ? (
        <Spin />
      ) : allowed.isError ? (
        <QueryFailed query={allowed} />
      ) : (
        <Collections collections={collections.filter((c) => names.has(c.name))} />
      )}
    </Frame>
  );
}
