import { Alert, Button, Form, Input, Progress, Select, Upload } from 'antd';
import type { UploadFile } from 'antd/es/upload/interface';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  MATERIAL_MAX_BYTES,
  PRODUCTS,
  RELEASE_ANNOUNCEMENT_MAX,
  RELEASE_KIND_LABELS,
  RELEASE_KINDS,
  RELEASE_MESSAGES,
  RELEASE_NOTES_MAX,
  RELEASE_TITLE_MAX,
  RELEASE_VERSION_MAX,
  type PublishedRelease,
  type ReleaseKind,
} from '@dpu/contracts';
import { staffUpload } from '@dpu/ui/staff';

// The publish form of 支持资料: a file with its product, kind, version, release notes and
// an optional announcement. Checked here first with the server's own messages; the server's
// per-field answer (fields) lands beside each input; nothing typed is lost on a failure.

interface ReleaseValues {
  proId?: string;
  kind: ReleaseKind;
  version?: string;
  title?: string;
  releaseNotes?: string;
  announcement?: string;
  file?: UploadFile[];
}

const FIELDS: readonly (keyof ReleaseValues)[] = [
  'proId',
  'kind',
  'version',
  'title',
  'releaseNotes',
  'announcement',
  'file',
];
const isField = (name: string): name is keyof ReleaseValues =>
  (FIELDS as readonly string[]).includes(name);

function fileRule() {
  return {
    validator: async (_: unknown, files: UploadFile[] | undefined) => {
      const file = files?.[0]?.originFileObj;
      if (!file) throw new Error(RELEASE_MESSAGES.noFile);
      if (file.size === 0) throw new Error(RELEASE_MESSAGES.emptyFile);
      if (file.size > MATERIAL_MAX_BYTES) throw new Error(RELEASE_MESSAGES.tooLarge);
    },
  };
}

function toForm(values: ReleaseValues): FormData {
  const form = new FormData();
  for (const key of [
    'proId',
    'kind',
    'version',
    'title',
    'releaseNotes',
    'announcement',
  ] as const) {
    const value = values[key];
    if (value) form.append(key, value.trim());
  }
  // the file last: the server reads the fields before the bytes arrive
  const file = values.file?.[0]?.originFileObj;
  if (file) form.append('file', file, file.name);
  return form;
}

export function ReleaseForm({
  onPublished,
}: {
  onPublished?: (release: PublishedRelease) => void;
}) {
  const [form] = Form.useForm<ReleaseValues>();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<{ type: 'success' | 'error'; text: string } | null>(null);

  const submit = async (values: ReleaseValues) => {
    setResult(null);
    setProgress(0);
    const answer = await staffUpload<PublishedRelease>(
      '/admin/materials',
      toForm(values),
      setProgress,
    );
    setProgress(null);
    if (!answer.ok) {
      const named = Object.entries(answer.fields).flatMap(([name, message]) =>
        isField(name) ? [{ name, errors: [message] }] : [],
      );
      form.setFields(named);
      setResult({ type: 'error', text: `发布失败：${answer.message}` });
      return;
    }
    const release = answer.data;
    setResult({
      type: 'success',
      text: `已发布 ${release.title}（版本 ${release.version}），持有该产品的客户现在即可看到；已向 ${release.mailed} 位客户发送通知邮件。`,
    });
    // product and kind stay for the next version
    form.resetFields(['version', 'title', 'releaseNotes', 'announcement', 'file']);
    await queryClient.invalidateQueries({ queryKey: ['staff'] });
    onPublished?.(release);
  };

  return (
    <Form<ReleaseValues>
      form={form}
      layout="vertical"
      initialValues={{ kind: 'driver' }}
      onFinish={(values) => void submit(values)}
      style={{ maxWidth: 720 }}
      aria-label="发布支持资料"
    >
      <Form.Item
        name="proId"
        label="产品"
        rules={[{ required: true, message: RELEASE_MESSAGES.noProduct }]}
      >
        <Select
          placeholder="选择产品"
          showSearch
          optionFilterProp="label"
          options={PRODUCTS.map((product) => ({ value: product.proId, label: product.name }))}
        />
      </Form.Item>
      <Form.Item
        name="kind"
        label="资料类型"
        rules={[{ required: true, message: RELEASE_MESSAGES.kind }]}
      >
        <Select
          options={RELEASE_KINDS.map((kind) => ({ value: kind, label: RELEASE_KIND_LABELS[kind] }))}
        />
      </Form.Item>
      <Form.Item
        name="version"
        label="版本号"
        rules={[
          { required: true, whitespace: true, message: RELEASE_MESSAGES.noVersion },
          { max: RELEASE_VERSION_MAX, message: RELEASE_MESSAGES.longVersion },
        ]}
      >
        <Input placeholder="例如 V3.2.0" maxLength={RELEASE_VERSION_MAX} />
      </Form.Item>
      <Form.Item
        name="title"
        label="标题（可选）"
        extra="留空时为“产品名 类型 版本号”"
        rules={[{ max: RELEASE_TITLE_MAX, message: RELEASE_MESSAGES.longTitle }]}
      >
        <Input maxLength={RELEASE_TITLE_MAX} />
      </Form.Item>
      <Form.Item
        name="releaseNotes"
        label="发布说明"
        rules={[{ max: RELEASE_NOTES_MAX, message: RELEASE_MESSAGES.longNotes }]}
      >
        <Input.TextArea rows={4} maxLength={RELEASE_NOTES_MAX} showCount />
      </Form.Item>
      <Form.Item
        name="announcement"
        label="公告（可选）"
        extra="填写后同时发布一条公告，显示在客户的“公告”中"
        rules={[{ max: RELEASE_ANNOUNCEMENT_MAX, message: RELEASE_MESSAGES.longAnnouncement }]}
      >
        <Input.TextArea rows={3} maxLength={RELEASE_ANNOUNCEMENT_MAX} showCount />
      </Form.Item>
      <Form.Item
        name="file"
        label="文件"
        valuePropName="fileList"
        getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList.slice(-1)}
        rules={[fileRule()]}
        extra={`最大 ${MATERIAL_MAX_BYTES / 1024 / 1024} MB；SHA-256 由服务器计算`}
      >
        <Upload beforeUpload={() => false} maxCount={1}>
          <Button>选择文件</Button>
        </Upload>
      </Form.Item>
      {progress !== null && (
        <Progress
          percent={progress}
          status="active"
          aria-label="上传进度"
          style={{ marginBottom: 16 }}
        />
      )}
      {result && (
        <Alert
          type={result.type}
          showIcon
          title={result.text}
          role="status"
          style={{ marginBottom: 16 }}
        />
      )}
      <Button type="primary" htmlType="submit" loading={progress !== null}>
        发布
      </Button>
    </Form>
  );
}
