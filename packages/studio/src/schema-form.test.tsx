import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { ContentFieldProblem } from '@dpu/contracts';
import { problemMap, unplacedProblems, type FieldSchema } from './field-schema';
import { SchemaForm } from './schema-form';
import { CASE, JOB, NEWS, VIDEO } from './test-schemas';

// The schemas are shaped as GET /studio/collections sends them (./test-schemas).

function Harness({
  schema,
  initial,
  problems = [],
  onValues,
}: {
  schema: FieldSchema;
  initial: Record<string, unknown>;
  problems?: ContentFieldProblem[];
  onValues?: (values: Record<string, unknown>) => void;
}) {
  const [values, setValues] = useState(initial);
  return (
    <QueryClientProvider client={new QueryClient()}>
      <SchemaForm
        schema={schema}
        values={values}
        problems={problemMap(problems)}
        onChange={(next) => {
          setValues(next);
          onValues?.(next);
        }}
      />
    </QueryClientProvider>
  );
}

const itemOf = (label: string) =>
  screen.getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;

describe('the form generated from a collection schema', () => {
  it('when the schema is news, then each field kind gets its input, labelled in Chinese', () => {
    render(
      <Harness
        schema={NEWS}
        initial={{ title: '新品发布', date: '2026-01-02', description: '一句话' }}
      />,
    );
    expect(screen.getByLabelText('标题')).toHaveValue('新品发布');
    expect(screen.getByLabelText('发布日期')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('发布日期')).toHaveValue('2026-01-02');
    expect(screen.getByLabelText('摘要').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('分类')).toHaveValue('');
  });

  it('when fields are choices, numbers, product lists or media, then they get a select, a number box, a list and a media picker', () => {
    render(<Harness schema={JOB} initial={{ kind: 'social' }} />);
    expect(screen.getByRole('combobox', { name: '招聘类型' })).toBeInTheDocument();
    expect(screen.getByText('社会招聘')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: '招聘人数' })).toBeInTheDocument();
  });

  it('when a list of products is empty, then 添加产品 adds a product select', async () => {
    render(<Harness schema={CASE} initial={{}} />);
    await userEvent.click(screen.getByRole('button', { name: '添加产品' }));
    expect(screen.getByRole('combobox', { name: '产品 1' })).toBeInTheDocument();
  });

  it('when a field is a media file, then it offers the media library for images only', () => {
    render(<Harness schema={VIDEO} initial={{ poster: 'media:12' }} />);
    expect(
      within(itemOf('封面图')).getByRole('button', { name: '从媒体库选择' }),
    ).toBeInTheDocument();
    expect(within(itemOf('PDF 文件')).queryByRole('button', { name: '从媒体库选择' })).toBeNull();
  });

  it('when the API names problems, then each message shows on its own field', () => {
    const problems = [
      {
        field: 'date',
        label: '发布日期',
        message: '须为 YYYY-MM-DD 格式的有效日期（当前值 "2025-13-01"）',
      },
      { field: 'title', label: '标题', message: '不能为空' },
    ];
    render(
      <Harness schema={NEWS} initial={{ title: '', date: '2025-13-01' }} problems={problems} />,
    );
    expect(within(itemOf('发布日期')).getByText(/须为 YYYY-MM-DD/)).toBeInTheDocument();
    expect(within(itemOf('标题')).getByText('不能为空')).toBeInTheDocument();
    expect(within(itemOf('摘要')).queryByText('不能为空')).toBeNull();
  });

  it('when a field is typed in, then the whole values go out, keys the form does not show kept', async () => {
    const onValues = jest.fn();
    render(
      <Harness schema={NEWS} initial={{ title: 'A', legacy: 'keep me' }} onValues={onValues} />,
    );
    await userEvent.type(screen.getByLabelText('标题'), 'B');
    expect(onValues).toHaveBeenLastCalledWith({ title: 'AB', legacy: 'keep me' });
  });

  it('when an optional field is emptied, then its key is removed rather than left blank', async () => {
    const onValues = jest.fn();
    render(<Harness schema={JOB} initial={{ headcount: 3 }} onValues={onValues} />);
    await userEvent.clear(screen.getByRole('spinbutton', { name: '招聘人数' }));
    expect(onValues).toHaveBeenLastCalledWith({});
  });

  it('when a problem names a field the form does not show, then it is listed apart, not dropped', () => {
    const problems = [
      { field: 'title', label: '标题', message: '不能为空' },
      { field: 'key', label: '产品', message: '须与文件名相同' },
    ];
    expect(unplacedProblems(problems, NEWS)).toEqual([problems[1]]);
  });
});
