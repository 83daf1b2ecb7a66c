import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Tag } from 'antd';
import { useState } from 'react';
import type { ContentFieldProblem, StudioDocument } from '@dpu/contracts';
import { ConflictAlert } from './conflict-alert';
import { problemMap, unplacedProblems, type FieldSchema } from './field-schema';
import { statusTags } from './format';
import { HistoryDrawer } from './history-drawer';
import { MarkdownEditor } from './markdown-editor';
import { PreviewPane } from './preview-pane';
import { PublishBar } from './publish-bar';
import { SchemaForm } from './schema-form';
import { studioApi } from './studio-api';
import { SAVE_STATUS_TEXT, useAutosave, type DraftContent } from './use-autosave';
import styles from './studio.module.css';
import { QueryFailed, QueryPending } from './query-states';

// One document: the form generated from its collection's schema (or its whole text when
// it has no fields to generate), the Markdown body, auto-saved drafts, publishing, history,
// and the live preview beside it.

type Values = Record<string, unknown>;

function EditorBody({
  doc,
  onBack,
  onReload,
}: {
  doc: StudioDocument;
  onBack: () => void;
  onReload: () => void;
}) {
  const schema = (doc.schema ?? {}) as FieldSchema;
  const sourceOnly = doc.draft.fields === null || Object.keys(schema.properties ?? {}).length === 0;
  const hasBody = !sourceOnly && doc.draft.body !== undefined;
  const [fields, setFields] = useState<Values>((doc.draft.fields ?? {}) as Values);
  const [body, setBody] = useState(doc.draft.body ?? '');
  const [text, setText] = useState(doc.draft.text);
  const [saves, setSaves] = useState(0);
  const [history, setHistory] = useState(false);
  const [publishProblems, setPublishProblems] = useState<ContentFieldProblem[]>();
  const queryClient = useQueryClient();
  const autosave = useAutosave({
    save: (input) => studioApi.saveDraft(doc.id, input),
    version: doc.draftVersion,
    onSaved: () => {
      setSaves((n) => n + 1);
      setPublishProblems(undefined);
      void queryClient.invalidateQueries({ queryKey: ['studio', 'doc', doc.id] });
    },
  });
  const content = (
    next: Partial<{ fields: Values; body: string; text: string }> = {},
  ): DraftContent =>
    sourceOnly
      ? { text: next.text ?? text }
      : { fields: next.fields ?? fields, ...(hasBody ? { body: next.body ?? body } : {}) };
  const edit = (next: Partial<{ fields: Values; body: string; text: string }>) => {
    if (next.fields) setFields(next.fields);
    if (next.body !== undefined) setBody(next.body);
    if (next.text !== undefined) setText(next.text);
    autosave.schedule(content(next));
  };
  const problems = publishProblems ?? autosave.problems ?? doc.problems;
  const byField = problemMap(problems);
  const elsewhere = sourceOnly ? problems : unplacedProblems(problems, schema);
  const title =
    typeof fields.title === 'string' && fields.title ? fields.title : doc.title || doc.slug;
  const failed = autosave.status === 'failed' || autosave.status === 'conflict';
  return (
    <div>
      <div className={styles.editorBar}>
        <Button onClick={() => void autosave.flush().finally(onBack)}>← 返回列表</Button>
        <h3 className={styles.editorTitle}>{title}</h3>
        {statusTags(doc).map((tag) => (
          <Tag key={tag.text} color={tag.color}>
            {tag.text}
          </Tag>
        ))}
        <span
          role="status"
          className={`${styles.saveStatus} ${failed ? styles.saveFailed : ''}`}
          data-testid="save-status"
        >
          {SAVE_STATUS_TEXT[autosave.status]}
          {autosave.status === 'failed' && autosave.error ? `：${autosave.error}` : ''}
        </span>
        {autosave.status === 'failed' && (
          <Button size="small" onClick={() => void autosave.flush()}>
            重试保存
          </Button>
        )}
        <div className={styles.barActions}>
          <PublishBar
            doc={doc}
            flush={autosave.flush}
            onProblems={(error) =>
              setPublishProblems(error.problems.length ? error.problems : undefined)
            }
            onHistory={() => setHistory(true)}
          />
        </div>
      </div>
      {autosave.conflict && (
        <ConflictAlert
          conflict={autosave.conflict}
          onKeepMine={() => void autosave.resolve('mine', content())}
          onTakeTheirs={() => void autosave.resolve('theirs').then(onReload)}
        />
      )}
      {elsewhere.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title="发布前需要处理以下问题"
          description={
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {elsewhere.map((p) => (
                <li key={`${p.field}:${p.message}`}>
                  {p.label}：{p.message}
                </li>
              ))}
            </ul>
          }
        />
      )}
      <div className={styles.workspace}>
        <div>
          {sourceOnly ? (
            <Form layout="vertical" component="div">
              <Form.Item label="文件内容（YAML / Markdown）" htmlFor="studio-source">
                <Input.TextArea
                  id="studio-source"
                  className={styles.markdownArea}
                  autoSize={{ minRows: 20, maxRows: 60 }}
                  value={text}
                  onChange={(e) => edit({ text: e.target.value })}
                  spellCheck={false}
                />
              </Form.Item>
            </Form>
          ) : (
            <>
              <SchemaForm
                schema={schema}
                values={fields}
                problems={byField}
                onChange={(next) => edit({ fields: next })}
              />
              {hasBody && (
                <Form layout="vertical" component="div">
                  <Form.Item
                    label={schema.body ?? '正文'}
                    htmlFor="studio-body"
                    validateStatus={byField.get('body') ? 'error' : undefined}
                    help={byField.get('body')}
                  >
                    <MarkdownEditor
                      id="studio-body"
                      label={schema.body ?? '正文'}
                      value={body}
                      onChange={(next) => edit({ body: next })}
                    />
                  </Form.Item>
                </Form>
              )}
            </>
          )}
        </div>
        <PreviewPane id={doc.id} file={doc.file} revision={saves} />
      </div>
      <HistoryDrawer
        id={doc.id}
        open={history}
        onClose={() => setHistory(false)}
        onRolledBack={() => {
          setHistory(false);
          onReload();
        }}
      />
    </div>
  );
}

export function DocumentEditor({ id, onBack }: { id: number; onBack: () => void }) {
  const query = useQuery({ queryKey: ['studio', 'doc', id], queryFn: () => studioApi.get(id) });
  const [generation, setGeneration] = useState(0);
  if (query.isPending) return <QueryPending tip="正在打开文档…" />;
  if (query.isError) return <QueryFailed query={query} />;
  const reload = () => void query.refetch().then(() => setGeneration((n) => n + 1));
  return (
    <EditorBody key={`${id}:${generation}`} doc={query.data} onBack={onBack} onReload={reload} />
  );
}
