import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { checkRule, contractRule, requiredRule } from './form-rules';
import {
  CompanyField,
  EmailField,
  FormError,
  NameField,
  NewPasswordField,
  PhoneField,
  SubmitButton,
} from './fields';
import { FileField } from './file-field';
import { CheckboxField, SelectField, TextAreaField } from './inputs';
import { SiteForm, useSiteForm, type SiteFormHandle } from './site-form';

const user = () => userEvent.setup({ delay: null });

function Sample({ onFinish = () => undefined }: { onFinish?: (values: unknown) => void }) {
  return (
    <SiteForm onFinish={onFinish} aria-label="示例表单">
      <NameField label="姓名" name="name" rules={[requiredRule('请输入姓名')]} />
      <CompanyField label="公司" name="company" />
      <EmailField label="邮箱" name="email" />
      <PhoneField label="电话" name="phone" placeholder="手机号" />
      <NewPasswordField label="密码" name="password" />
      <FormError message="提交失败，请稍后重试。" />
      <SubmitButton loading={false}>提交申请</SubmitButton>
    </SiteForm>
  );
}

describe('the shared form fields', () => {
  it('when rendered, then each field offers the browser the hints for what it asks', () => {
    render(<Sample />);
    expect(screen.getByRole('form', { name: '示例表单' })).toBeInTheDocument();
    expect(screen.getByLabelText('姓名')).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByLabelText('公司')).toHaveAttribute('autocomplete', 'organization');
    expect(screen.getByLabelText('邮箱')).toHaveAttribute('inputmode', 'email');
    expect(screen.getByLabelText('邮箱')).toHaveAttribute('placeholder', 'name@example.com');
    expect(screen.getByLabelText('电话')).toHaveAttribute('autocomplete', 'tel');
    expect(screen.getByLabelText('电话')).toHaveAttribute('placeholder', '手机号');
    expect(screen.getByLabelText('密码')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByRole('alert')).toHaveTextContent('提交失败，请稍后重试。');
  });

  it('when sent with a required field empty, then its message shows at the field, the field gets the focus and nothing is sent; filled, the values are sent', async () => {
    const sent: unknown[] = [];
    const u = user();
    render(<Sample onFinish={(values) => sent.push(values)} />);
    await u.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('请输入姓名')).toBeVisible();
    const name = screen.getByLabelText('姓名');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('请输入姓名');
    expect(name).toHaveFocus();
    expect(sent).toEqual([]);
    await u.type(name, '王小明');
    await waitFor(() => expect(name).not.toHaveAttribute('aria-invalid'));
    expect(screen.queryByText('请输入姓名')).toBeNull();
    await u.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(sent).toEqual([expect.objectContaining({ name: '王小明' })]));
  });

  it('when rendered on the server, then the fields and the button are disabled until the page hydrates', () => {
    const html = renderToString(<Sample />);
    expect(html).toMatch(/<input[^>]*id="name"[^>]*disabled|<input[^>]*disabled[^>]*id="name"/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled/);
  });

  it('when a required field is marked, then the mark is not part of its name', () => {
    render(<Sample />);
    const label = screen.getByText('姓名');
    expect(label.tagName).toBe('LABEL');
    expect(screen.getByLabelText('姓名')).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('公司')).not.toHaveAttribute('aria-required');
  });

  it('when the eye is pressed, then the password shows and hides again', async () => {
    const u = user();
    render(<Sample />);
    const eye = screen.getByRole('button', { name: '显示明文' });
    expect(screen.getByLabelText('密码')).toHaveAttribute('type', 'password');
    await u.click(eye);
    expect(screen.getByLabelText('密码')).toHaveAttribute('type', 'text');
    expect(eye).toHaveAttribute('aria-pressed', 'true');
    await u.click(eye);
    expect(screen.getByLabelText('密码')).toHaveAttribute('type', 'password');
  });

  it('when there is no error, then no alert shows', () => {
    render(<FormError message={null} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('when the button is loading, then pressing it sends nothing more', async () => {
    const sent: unknown[] = [];
    const u = user();
    render(
      <SiteForm onFinish={(values) => sent.push(values)}>
        <SubmitButton loading>提交</SubmitButton>
      </SiteForm>,
    );
    expect(screen.getByRole('button', { name: '提交' })).toHaveAttribute('aria-busy', 'true');
    await u.click(screen.getByRole('button', { name: '提交' }));
    expect(sent).toEqual([]);
  });
});

interface Choice {
  product?: string;
  note?: string;
  agree?: boolean;
  file?: File;
}

function ChoiceForm({
  onFinish,
  form,
}: {
  onFinish: (values: Choice) => void;
  form?: SiteFormHandle<Choice>;
}) {
  return (
    <SiteForm<Choice> onFinish={onFinish} form={form} initialValues={{ product: 'b' }}>
      <SelectField
        label="产品"
        name="product"
        placeholder="请选择产品（选填）"
        options={[
          { value: 'a', label: '产品甲' },
          { value: 'b', label: '产品乙' },
        ]}
      />
      <TextAreaField
        label="备注"
        name="note"
        rules={[contractRule((value) => value.length <= 3, '备注不能超过 3 个字')]}
      />
      <CheckboxField name="agree" rules={[checkRule((v) => (v === true ? null : '请同意'))]}>
        我同意
      </CheckboxField>
      <FileField
        label="附件"
        name="file"
        required
        rules={[checkRule((v) => (v instanceof File ? null : '请上传附件'))]}
        accept=".pdf"
        hint="支持 PDF"
        describe={(file) => `已选择：${file.name}`}
      />
      <SubmitButton loading={false}>提交</SubmitButton>
    </SiteForm>
  );
}

describe('select, text area, checkbox and file', () => {
  it('when each is filled, then the form sends what was chosen', async () => {
    const sent: Choice[] = [];
    const u = user();
    render(<ChoiceForm onFinish={(values) => sent.push(values)} />);
    const product = screen.getByRole('combobox', { name: '产品' });
    expect(product).toHaveDisplayValue('产品乙');
    await u.selectOptions(product, '产品甲');
    await u.type(screen.getByLabelText('备注'), '好的');
    await u.click(screen.getByRole('checkbox', { name: '我同意' }));
    const file = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
    await u.upload(screen.getByLabelText(/附件/), file);
    expect(screen.getByText('已选择：cv.pdf')).toBeInTheDocument();
    expect(screen.getByText('重新选择')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(sent).toEqual([{ product: 'a', note: '好的', agree: true, file }]));
  });

  it('when the placeholder is chosen again, then nothing is chosen; unticked and without a file, each says what is missing', async () => {
    const sent: Choice[] = [];
    const u = user();
    render(<ChoiceForm onFinish={(values) => sent.push(values)} />);
    await u.selectOptions(screen.getByRole('combobox', { name: '产品' }), '请选择产品（选填）');
    await u.type(screen.getByLabelText('备注'), '太长的备注');
    await u.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('备注不能超过 3 个字')).toBeVisible();
    expect(screen.getByText('请同意')).toBeVisible();
    expect(screen.getByText('请上传附件')).toBeVisible();
    expect(screen.getByText('支持 PDF')).toBeVisible();
    expect(screen.getByLabelText('备注')).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('when the page sets a field error or resets fields, then the form shows it', async () => {
    let handle: SiteFormHandle<Choice> | undefined;
    function WithHandle() {
      handle = useSiteForm<Choice>();
      return <ChoiceForm onFinish={() => undefined} form={handle} />;
    }
    const u = user();
    render(<WithHandle />);
    await u.type(screen.getByLabelText('备注'), '好');
    act(() => handle!.setErrors({ note: '该备注已被使用' }));
    expect(screen.getByLabelText('备注')).toHaveAccessibleDescription('该备注已被使用');
    act(() => handle!.resetFields(['note']));
    expect(screen.getByLabelText('备注')).toHaveValue('');
    expect(screen.queryByText('该备注已被使用')).toBeNull();
    expect(screen.getByRole('combobox', { name: '产品' })).toHaveDisplayValue('产品乙');
  });
});

describe('a form checked when a field is left', () => {
  it('when a field is left wrong, then its message shows; typed right, the message goes before the field is left', async () => {
    const u = user();
    render(
      <SiteForm onFinish={() => undefined} validateOn="blur">
        <PhoneField
          label="电话"
          name="phone"
          rules={[contractRule((value) => /^\d{11}$/.test(value), '电话格式不正确')]}
        />
        <CompanyField label="公司" name="company" />
      </SiteForm>,
    );
    const phone = screen.getByLabelText('电话');
    await u.type(phone, '123');
    expect(screen.queryByText('电话格式不正确')).toBeNull();
    await u.click(screen.getByLabelText('公司'));
    expect(await screen.findByText('电话格式不正确')).toBeVisible();
    await u.type(phone, '45678901');
    await waitFor(() => expect(screen.queryByText('电话格式不正确')).toBeNull());
    expect(phone).toHaveFocus();
  });
});
