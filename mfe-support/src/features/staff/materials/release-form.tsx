import { Button, Form, Input, Select, Upload } from 'antd';
import type { UploadFile } from 'antd/es/upload/interface';
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
import { UploadFeedback, useStaffUpload } from '@dpu/ui/staff';

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

interface CappedTextProps {
  name: keyof ReleaseValues;
  label: string;
  extra?: string;
  /** A text area of this many rows; without, one line. */
  rows?: number;
  max: number;
  message: string;
}

/**
 * An optional text whose rule and input share one length cap (the server's limit): one line,
 * or with rows a text area that counts what is left.
 */
function CappedText({ rows, max, message, ...item }: CappedTextProps) {
  return (
    <Form.Item {...item} rules={[{ max, message }]}>
      {rows ? <Input.TextArea rows={rows} maxLength={max} showCount /> : <Input maxLength={max} />}
    </Form.Item>
  );
}

// The fields sent as text, in the order the server reads them; the file comes after them.
const TEXT_FIELDS = [
  'proId',
  'kind',
  'version',
  'title',
  'releaseNotes',
  'announcement',
] as const satisfies readonly (keyof ReleaseValues)[];
const FIELDS: readonly (keyof ReleaseValues)[] = [...TEXT_FIELDS, 'file'];

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
  for (const key of TEXT_FIELDS) {
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
  const { upload, uploading, progress, notice } = useStaffUpload<PublishedRelease>({
    form,
    fields: FIELDS,
    failure: '发布失败',
    // product and kind stay for the next version
    clears: ['version', 'title', 'releaseNotes', 'announcement', 'file'],
  });

  const submit = async (values: ReleaseValues) => {
    const release = await upload(
      '/admin/materials',
      toForm(values),
      (published) =>
        `已发布 ${published.title}（版本 ${published.version}），持有该产品的客户现在即可看到；已向 ${published.mailed} 位客户发送通知邮件。`,
    );
    if (release) onPublished?.(release);
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
      <CappedText
        name="title"
        label="标题（可选）"
        extra="留空时为“产品名 类型 版本号”"
        max={RELEASE_TITLE_MAX}
        message={RELEASE_MESSAGES.longTitle}
      />
      <CappedText
        name="releaseNotes"
        label="发布说明"
        rows={4}
        max={RELEASE_NOTES_MAX}
        message={RELEASE_MESSAGES.longNotes}
      />
      <CappedText
        name="announcement"
        label="公告（可选）"
        extra="填写后同时发布一条公告，显示在客户的“公告”中"
        rows={3}
        max={RELEASE_ANNOUNCEMENT_MAX}
        message={RELEASE_MESSAGES.longAnnouncement}
      />
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
      <UploadFeedback progress={progress} notice={notice} />
      <Button type="primary" htmlType="submit" loading={uploading}>
        发布
      </Button>
    </Form>
  );
}
