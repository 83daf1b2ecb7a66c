import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { requiredRule } from './form-rules';
import {
  CompanyField,
  EmailField,
  FormError,
  NameField,
  NewPasswordField,
  PhoneField,
  SiteForm,
  SubmitButton,
} from './fields';

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
    expect(screen.getByLabelText('姓名')).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByLabelText('公司')).toHaveAttribute('autocomplete', 'organization');
    expect(screen.getByLabelText('邮箱')).toHaveAttribute('inputmode', 'email');
    expect(screen.getByLabelText('邮箱')).toHaveAttribute('placeholder', 'name@example.com');
    expect(screen.getByLabelText('电话')).toHaveAttribute('autocomplete', 'tel');
    expect(screen.getByLabelText('电话')).toHaveAttribute('placeholder', '手机号');
    expect(screen.getByLabelText('密码')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByRole('alert')).toHaveTextContent('提交失败，请稍后重试。');
  });

  it('when sent with a required field empty, then its message shows and nothing is sent; filled, the values are sent', async () => {
    const sent: unknown[] = [];
    render(<Sample onFinish={(values) => sent.push(values)} />);
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('请输入姓名')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.type(screen.getByLabelText('姓名'), '王小明');
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
    await screen.findByDisplayValue('王小明');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toEqual([expect.objectContaining({ name: '王小明' })]);
  });

  it('when rendered on the server, then the fields are disabled until the page hydrates', () => {
    const html = renderToString(<Sample />);
    expect(html).toMatch(/<input[^>]*disabled[^>]*id="name"|<input[^>]*id="name"[^>]*disabled/);
  });

  it('when there is no error, then no alert shows', () => {
    render(<FormError message={null} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
