import { loadRemote } from '@module-federation/enhanced/runtime';
import { Alert, Button, Spin } from 'antd';
import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { resetRemote } from '../../lib/remotes/remote-registry';
import { RetryBoundary, useRetry } from '../../lib/ui/retry-boundary';
import type { StaffSectionEntry } from './staff-sections';

function SectionFailure({ label, onRetry }: { label: string; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={`“${label}”加载失败`}
      description="该模块暂时无法使用，其他模块不受影响。请检查网络后重试。"
      action={<Button onClick={onRetry}>重试</Button>}
    />
  );
}

async function loadSection(remote: string, module: string): Promise<{ default: ComponentType }> {
  const loaded = await loadRemote<{ default: ComponentType }>(`${remote}/${module}`);
  if (!loaded?.default) throw new Error(`${remote}/${module} has no default export`);
  return loaded;
}

/** Renders one section in its own error boundary and Suspense. */
export function SectionSlot({ section }: { section: StaffSectionEntry }) {
  const { attempt, retry } = useRetry(() => {
    const { source } = section;
    if (source.kind !== 'shell' && source.remote) resetRemote(source.remote);
  });
  const Section = useMemo(() => {
    const { source } = section;
    if (source.kind === 'shell') return source.component;
    if (source.kind === 'studio') {
      return lazy(() =>
        import('./studio/studio-slot').then(({ loadStudioSection }) =>
          loadStudioSection(source.remote, source.module),
        ),
      );
    }
    // a new lazy component per attempt: React keeps a rejected lazy forever
    return lazy(() => loadSection(source.remote, source.module));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [section, attempt]);
  return (
    // a boundary per section: a remote that fails to load (or a section that throws) costs
    // that section only; the menu and the other sections keep working
    <RetryBoundary
      key={`${section.key}:${attempt}`}
      name={`[staff] section ${section.label}`}
      failure={<SectionFailure label={section.label} onRetry={retry} />}
    >
      <Suspense
        fallback={
          <div style={{ padding: 48, textAlign: 'center' }}>
            <Spin tip={`正在加载${section.label}…`} size="large">
              <div style={{ minHeight: 80 }} />
            </Spin>
          </div>
        }
      >
        <Section />
      </Suspense>
    </RetryBoundary>
  );
}
