import { App, Tabs, Typography } from 'antd';
import { useSearchParams } from '@dpu/router';
import { BrandProvider } from '@dpu/ui/form';
import { DocumentEditor } from './document-editor';
import { DocumentList } from './document-list';

// A team's studio section in the staff console: a tab per collection it owns (its remote
// says which), the list, and the editor of the open document. The collection and the open
// document are in the address (?collection=news&doc=12), so a reload or a link keeps them.

export interface StudioCollectionRef {
  name: string;
  label: string;
}

export interface StudioSectionProps {
  title: string;
  collections: readonly StudioCollectionRef[];
}

export function StudioSection({ title, collections }: StudioSectionProps) {
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
  if (!current) return <Typography.Text>这个栏目没有可编辑的内容。</Typography.Text>;
  return (
    <BrandProvider>
      <App component="section" aria-label={title}>
        <Typography.Title level={2} style={{ margin: '0 0 12px', fontSize: 20 }}>
          {title}
        </Typography.Title>
        {docId ? (
          <DocumentEditor key={docId} id={docId} onBack={() => go(current.name)} />
        ) : (
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
        )}
      </App>
    </BrandProvider>
  );
}
