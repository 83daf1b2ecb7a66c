import { Button, Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import type { ReactNode } from 'react';
import { PRODUCTS } from '@dpu/contracts';
import { childPath, emptyValue, kindOf, type FieldSchema, type ProblemMap } from './field-schema';
import { MarkdownEditor } from './markdown-editor';
import { MediaField } from './media-field';
import styles from './studio.module.css';

// The form generated from a collection's schema: one antd input per field kind, labels
// from the schema, and each problem of the API's answer shown on its own field. Values live
// in the caller's state (the whole fields object, keys the form does not show included),
// so nothing typed is ever dropped by a failed save.

type Values = Record<string, unknown>;

interface FieldProps {
  schema: FieldSchema;
  value: unknown;
  onChange: (value: unknown) => void;
  path: string;
  problems: ProblemMap;
  required?: boolean;
}

const PRODUCT_OPTIONS = PRODUCTS.map((product) => ({ value: product.key, label: product.name }));

function enumOptions(schema: FieldSchema) {
  return (schema.anyOf ?? []).map((option) => {
    const value = String(option.const);
    return { value, label: schema.labels?.[value] ?? value };
  });
}

const asText = (value: unknown) =>
  typeof value === 'string' ? value : value == null ? '' : String(value);

function ScalarInput({ schema, value, onChange, path }: FieldProps): ReactNode {
  const id = `studio-field-${path}`;
  // an enum and a product key are both one value chosen from a list, or none
  const choice = {
    id,
    value: value as string | undefined,
    onChange,
    allowClear: true,
    style: { maxWidth: 320 },
  };
  switch (kindOf(schema)) {
    case 'longText':
      return (
        <Input.TextArea
          id={id}
          autoSize={{ minRows: 2, maxRows: 10 }}
          value={asText(value)}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'markdown':
      return <MarkdownEditor id={id} value={asText(value)} onChange={onChange} rows={6} />;
    case 'date':
      return (
        <Input
          id={id}
          type="date"
          value={asText(value)}
          onChange={(e) => onChange(e.target.value)}
          style={{ maxWidth: 220 }}
        />
      );
    case 'enum':
      return <Select {...choice} options={enumOptions(schema)} />;
    case 'productKey':
      return <Select {...choice} options={PRODUCT_OPTIONS} showSearch optionFilterProp="label" />;
    case 'number':
      return (
        <InputNumber
          id={id}
          value={typeof value === 'number' ? value : null}
          onChange={(next) => onChange(next ?? undefined)}
          precision={schema.type === 'integer' ? 0 : undefined}
        />
      );
    case 'boolean':
      return <Switch id={id} checked={Boolean(value)} onChange={onChange} />;
    case 'media':
      return (
        <MediaField
          id={id}
          accept={schema.accept ?? 'file'}
          value={asText(value)}
          onChange={onChange}
        />
      );
    default:
      return <Input id={id} value={asText(value)} onChange={(e) => onChange(e.target.value)} />;
  }
}

function ListInput({ schema, value, onChange, path, problems }: FieldProps) {
  const items = Array.isArray(value) ? value : [];
  const item = schema.items ?? {};
  const set = (next: unknown[]) => onChange(next);
  return (
    <div className={styles.list}>
      {items.map((entry, index) => (
        <div key={index} className={styles.listItem}>
          <div className={styles.listBody}>
            <FieldEditor
              schema={{ ...item, title: `${item.title ?? schema.title ?? ''} ${index + 1}` }}
              value={entry}
              path={childPath(path, index)}
              problems={problems}
              onChange={(next) => set(items.map((old, i) => (i === index ? next : old)))}
            />
          </div>
          <Space size={4} className={styles.listActions}>
            <Button
              size="small"
              disabled={index === 0}
              onClick={() =>
                set(
                  items.map((old, i) =>
                    i === index - 1 ? items[index] : i === index ? items[index - 1] : old,
                  ),
                )
              }
              aria-label={`上移第 ${index + 1} 项`}
            >
              上移
            </Button>
            <Button
              size="small"
              danger
              onClick={() => set(items.filter((_, i) => i !== index))}
              aria-label={`删除第 ${index + 1} 项`}
            >
              删除
            </Button>
          </Space>
        </div>
      ))}
      <Button
        size="small"
        onClick={() => set([...items, emptyValue(item)])}
        disabled={schema.maxItems !== undefined && items.length >= schema.maxItems}
      >
        添加{item.title ?? '一项'}
      </Button>
    </div>
  );
}

function ObjectInput({ schema, value, onChange, path, problems }: FieldProps) {
  const values = (value && typeof value === 'object' ? value : {}) as Values;
  return (
    <div className={path ? styles.group : undefined}>
      {Object.entries(schema.properties ?? {}).map(([key, child]) => (
        <FieldEditor
          key={key}
          schema={child}
          value={values[key]}
          path={childPath(path, key)}
          problems={problems}
          required={schema.required?.includes(key)}
          onChange={(next) => onChange(withKey(values, key, next))}
        />
      ))}
    </div>
  );
}

/** The object with one key set; an emptied optional value removes the key (no `title: ''`). */
export function withKey(values: Values, key: string, next: unknown): Values {
  const copy = { ...values };
  if (next === undefined) delete copy[key];
  else copy[key] = next;
  return copy;
}

/** One field: its label, its input and its problem (from the API's answer). */
export function FieldEditor(props: FieldProps) {
  const { schema, path, problems, required } = props;
  const kind = kindOf(schema);
  const problem = problems.get(path);
  const input =
    kind === 'list' ? (
      <ListInput {...props} />
    ) : kind === 'object' ? (
      <ObjectInput {...props} />
    ) : (
      <ScalarInput {...props} />
    );
  return (
    <Form.Item
      label={schema.title ?? path}
      htmlFor={`studio-field-${path}`}
      required={required}
      validateStatus={problem ? 'error' : undefined}
      help={problem}
      extra={schema.description}
    >
      {input}
    </Form.Item>
  );
}

/** The whole form of a document's fields (the Markdown body is edited beside it). */
export function SchemaForm({
  schema,
  values,
  onChange,
  problems,
}: {
  schema: FieldSchema;
  values: Values;
  onChange: (values: Values) => void;
  problems: ProblemMap;
}) {
  return (
    <Form layout="vertical" component="div" className={styles.form}>
      {Object.entries(schema.properties ?? {}).map(([key, child]) => (
        <FieldEditor
          key={key}
          schema={child}
          value={values[key]}
          path={key}
          problems={problems}
          required={schema.required?.includes(key)}
          onChange={(next) => onChange(withKey(values, key, next))}
        />
      ))}
    </Form>
  );
}
