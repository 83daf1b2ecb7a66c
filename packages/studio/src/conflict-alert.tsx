import { Alert, Button, Collapse, Space } from 'antd';
import { formatTime } from './format';
import type { ConflictCurrent } from './studio-api';
import styles from './studio.module.css';

/**
 * A save refused because someone saved first: both texts are kept — ours in the form, theirs
 * shown here — and the editor chooses which becomes the draft.
 */
export function ConflictAlert({
  conflict,
  onKeepMine,
  onTakeTheirs,
}: {
  conflict: ConflictCurrent;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}) {
  const who = conflict.savedByEmail ?? '另一位编辑';
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      title={`保存被拒绝：${who} 于 ${formatTime(conflict.savedAt)} 先保存了这篇文档`}
      description={
        <Space orientation="vertical" style={{ width: '100%' }}>
          <span>
            你的修改没有丢失，仍在下方表单中（也已留存为被拒绝的保存）。请对照对方的版本后选择：
          </span>
          <Collapse
            size="small"
            items={[
              {
                key: 'theirs',
                label: '查看对方保存的版本',
                children: (
                  <pre className={styles.theirs} aria-label="对方保存的版本">
                    {conflict.text}
                  </pre>
                ),
              },
            ]}
          />
          <Space wrap>
            <Button type="primary" onClick={onKeepMine}>
              用我的版本覆盖
            </Button>
            <Button onClick={onTakeTheirs}>放弃我的修改，载入对方版本</Button>
          </Space>
        </Space>
      }
      style={{ marginBottom: 12 }}
    />
  );
}
