import { Button, Form, Input, Upload } from 'antd';
import type { UploadFile } from 'antd/es/upload/interface';
import { MEDIA_ALT_MAX, MEDIA_MAX_BYTES, type MediaItem } from '@dpu/contracts';
import { UploadFeedback, useStaffUpload } from '@dpu/ui/staff';

// Upload (or, with replaceId, replace) an image with its alt text. The server checks the bytes
// (JPEG, PNG, WebP or SVG; SVG with script refused) and answers per field; each message shows
// beside its input and nothing typed is lost.

interface Values {
  file?: UploadFile[];
  alt?: string;
}

const TOO_LARGE = `图片不能超过 ${MEDIA_MAX_BYTES / 1024 / 1024} MB`;

export function MediaUpload({
  replaceId,
  onDone,
}: {
  replaceId?: number;
  onDone?: (item: MediaItem) => void;
}) {
  const [form] = Form.useForm<Values>();
  const { upload, uploading, progress, notice } = useStaffUpload<MediaItem>({
    form,
    fields: ['file', 'alt'],
    failure: '上传失败',
  });
  const submit = async (values: Values) => {
    const data = new FormData();
    if (values.alt?.trim()) data.append('alt', values.alt.trim());
    const file = values.file?.[0]?.originFileObj;
    if (file) data.append('file', file, file.name);
    const item = await upload(
      replaceId ? `/admin/media/${replaceId}/replace` : '/admin/media',
      data,
      () => (replaceId ? '已替换图片，使用它的页面将显示新图片' : '已上传'),
    );
    if (item) onDone?.(item);
  };
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      onFinish={(v) => void submit(v)}
      style={{ maxWidth: 560 }}
    >
      <Form.Item
        name="file"
        label="图片文件"
        valuePropName="fileList"
        getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList.slice(-1)}
        extra={`JPEG、PNG、WebP 或 SVG，最大 ${MEDIA_MAX_BYTES / 1024 / 1024} MB`}
        rules={[
          {
            validator: async (_: unknown, files: UploadFile[] | undefined) => {
              const file = files?.[0]?.originFileObj;
              if (!file) throw new Error('请选择要上传的图片');
              if (file.size > MEDIA_MAX_BYTES) throw new Error(TOO_LARGE);
            },
          },
        ]}
      >
        <Upload
          beforeUpload={() => false}
          maxCount={1}
          accept="image/jpeg,image/png,image/webp,image/svg+xml"
        >
          <Button>选择图片</Button>
        </Upload>
      </Form.Item>
      <Form.Item
        name="alt"
        label={replaceId ? '替代文字（留空则不变）' : '替代文字'}
        rules={
          replaceId
            ? []
            : [{ required: true, whitespace: true, message: '请填写图片的替代文字（alt）' }]
        }
      >
        <Input maxLength={MEDIA_ALT_MAX} placeholder="描述图片内容，供读屏软件使用" />
      </Form.Item>
      <UploadFeedback progress={progress} notice={notice} />
      <Button type="primary" htmlType="submit" loading={uploading}>
        {replaceId ? '替换' : '上传'}
      </Button>
    </Form>
  );
}
