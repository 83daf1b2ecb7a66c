import { Alert, Button, Spin } from 'antd';
import { failureText } from './studio-api';

interface FailedQuery {
  error: unknown;
  refetch: () => unknown;
}

/** A request that failed: why, in Chinese (after `prefix`), and 重试, which asks again. */
export function QueryFailed({ query, prefix = '' }: { query: FailedQuery; prefix?: string }) {
  return (
    <Alert
      type="error"
      showIcon
      title={`${prefix}${failureText(query.error)}`}
      action={<Button onClick={() => void query.refetch()}>重试</Button>}
    />
  );
}

/** A pane still loading, saying what it waits for ('正在打开文档…'). */
export function QueryPending({ tip }: { tip: string }) {
  return (
    <Spin tip={tip}>
      <div style={{ minHeight: 120 }} />
    </Spin>
  );
}
