import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { failureText, studioApi, StudioError } from './studio-api';

// 新建: a title and the file name (the slug in the page's address). The server's refusal of
// the file name — taken, in the bin, or the address of a fixed page of the site — shows on
// that field; any other failure above the form. What was typed stays.

const SLUG_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/** The problem the server names on the file name, if that is what it refused. */
function slugProblem(error: unknown): string | undefined {
  if (!(error instanceof StudioError)) return undefined;
  return error.problems.find((problem) => problem.field === 'slug')?.message;
}

export function CreateDialog({
  collection,
  label,
  open,
  onClose,
  onCreated,
}: {
  collection: string;
  label: string;
  open: boolean;
  onClose: () => void;
  onCreated: (id: number) => void;
}) {
  const [slug, setSlug] = useState('');
  const [title, setTitle] = useState('');
  const [slugError, setSlugError] = useState<string>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setError(undefined);
    if (!SLUG_PATTERN.test(slug))
      return setSlugError('文件名只能包含英文字母、数字、- 和 _，且以字母或数字开头');
    setSlugError(undefined);
    setBusy(true);
    try {
      const created = await studioApi.create(
        collection,
        slug,
        title.trim() ? { title: title.trim() } : undefined,
      );
      onCreated(created.id);
    } catch (caught) {
      const onSlug = slugProblem(caught);
      if (onSlug) setSlugError(onSlug);
      else setError(failureText(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={`新建${label}`}
      okText="创建"
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form layout="vertical" component="div">
        <Form.Item label="标题" htmlFor="studio-new-title">
          <Input id="studio-new-title" value={title} onChange={(e) => setTitle(e.target.value)} />
        </Form.Item>
        <Form.Item
          label="文件名（网址中的名称）"
          htmlFor="studio-new-slug"
          required
          validateStatus={slugError ? 'error' : undefined}
          help={slugError && <span id="studio-new-slug-error">{slugError}</span>}
          extra="如 dpu-launch-2026，创建后不可修改"
        >
          <Input
            id="studio-new-slug"
            value={slug}
            aria-invalid={slugError ? true : undefined}
            aria-describedby={slugError ? 'studio-new-slug-error' : undefined}
            onChange={(e) => setSlug(e.target.value.trim())}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
