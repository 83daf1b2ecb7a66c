import { loadRemote } from '@module-federation/enhanced/runtime';
import { Alert, Button, Spin } from 'antd';
import {
  Component,
  lazy,
  Suspense,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { resetRemote } from '../../lib/remotes/remote-registry';
import type { StaffSectionEntry } from './staff-sections';

interface BoundaryProps {
  label: string;
  onRetry: () => void;
  children: ReactNode;
}

// One boundary per section: a remote that fails to load (or a section that throws) costs
// that section only; the menu and the other sections keep working.
class SectionBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`[staff] section ${this.props.label} failed`, error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <Alert
        type="error"
        showIcon
        title={`“${this.props.label}”加载失败`}
        description="该模块暂时无法使用，其他模块不受影响。请检查网络后重试。"
        action={<Button onClick={this.props.onRetry}>重试</Button>}
      />
    );
  }
}

async function loadSection(remote: string, module: string): Promise<{ default: ComponentType }> {
  const loaded = await loadRemote<{ default: ComponentType }>(`${remote}/${module}`);
  if (!loaded?.default) throw new Error(`${remote}/${module} has no default export`);
  return loaded;
}

/** Renders one section in its own error boundary and Suspense. */
export function SectionSlot({ section }: { section: StaffSectionEntry }) {
  const [attempt, setAttempt] = useState(0);
  const Section = useMemo(() => {
    const { source } = section;
    if (source.kind === 'shell') return source.component;
    // a new lazy component per attempt: React keeps a rejected lazy forever
    return lazy(() => loadSection(source.remote, source.module));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [section, attempt]);
  const retry = () => {
    if (section.source.kind === 'remote') resetRemote(section.source.remote);
    setAttempt((n) => n + 1);
  };
  return (
    <SectionBoundary key={`${section.key}:${attempt}`} label={section.label} onRetry={retry}>
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
    </SectionBoundary>
  );
}
