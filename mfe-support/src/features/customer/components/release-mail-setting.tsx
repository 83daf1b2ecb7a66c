import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, getJson, isSuccess } from '@dpu/api-client';
import type { AccountSettings, ApiEnvelope } from '@dpu/contracts';
import styles from './customer.module.css';

// docs/api.md GET/PUT /user/settings: whether the customer gets a mail when support publishes
// a new version of a product they hold. Shown in the customer area, beside the materials.

const KEY = ['user-settings'];
const FAILED = '设置保存失败，请稍后重试';

async function readSettings(): Promise<AccountSettings> {
  const body = await getJson<AccountSettings>('/user/settings');
  if (!isSuccess(body) || !body.data) throw new Error(body?.msg || '设置加载失败');
  return body.data;
}

async function saveSettings(settings: AccountSettings): Promise<AccountSettings> {
  const body = await api.put<ApiEnvelope<AccountSettings>, ApiEnvelope<AccountSettings>>(
    '/user/settings',
    settings,
  );
  if (!isSuccess(body) || !body.data) throw new Error(body?.msg || FAILED);
  return body.data;
}

export function ReleaseMailSetting() {
  const client = useQueryClient();
  const query = useQuery({ queryKey: KEY, queryFn: readSettings });
  const save = useMutation({
    mutationFn: saveSettings,
    onSuccess: (settings) => client.setQueryData(KEY, settings),
  });
  if (!query.data) return null;
  const checked = save.isPending ? Boolean(save.variables?.releaseMail) : query.data.releaseMail;
  return (
    <section aria-labelledby="mail-setting-title">
      <label className={styles.setting}>
        <input
          type="checkbox"
          checked={checked}
          disabled={save.isPending}
          onChange={(event) => save.mutate({ releaseMail: event.target.checked })}
        />
        <span>
          <strong id="mail-setting-title">邮件设置：产品资料更新邮件</strong>
          <span className={styles.settingNote}>
            我持有的产品发布新的驱动、固件、SDK 或文档版本时，给我发送邮件通知。
            {save.isPending ? ' 正在保存…' : save.isSuccess ? ' 已保存。' : ''}
          </span>
        </span>
      </label>
      {save.isError && (
        <p className={styles.error} role="alert">
          {save.error instanceof Error ? save.error.message : FAILED}
        </p>
      )}
    </section>
  );
}
