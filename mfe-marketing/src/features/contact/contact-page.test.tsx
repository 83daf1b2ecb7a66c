import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, ok, fakeSiteApi, type FakeDoc } from '@dpu/test-utils';
import { renderRoute } from '../../test/render-route';

const DOCS: FakeDoc[] = [
  {
    path: '/pages/contact',
    title: '合作咨询',
    success: '提交成功！工作人员会尽快与您联系。',
    privacy: '隐私说明',
  },
];

// a busy 2-core machine
jest.setTimeout(60_000);

const productField = () => screen.getByRole('combobox', { name: '意向产品' });

async function openForm(url = '/contact') {
  renderRoute(url);
  return screen.findByRole('form', { name: '合作咨询表单' }, { timeout: 30_000 });
}

type User = ReturnType<typeof userEvent.setup>;

/** Types a whole value at once (a paste): per-key typing is slow under jsdom. */
async function enter(user: User, label: string, value: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}

async function fillValid(user: User) {
  await enter(user, '姓名', '王小明');
  await enter(user, '公司名称', '示例科技有限公司');
  await enter(user, '联系电话', '13800138000');
  await enter(user, '电子邮箱', 'wang@example.com');
  await enter(user, '需求描述', '希望测试 DPU 样卡');
}

describe('contact page', () => {
  it('when ?interested names a product, then that product is preselected', async () => {
    fakeSiteApi({ content: DOCS });
    await openForm('/contact?interested=conflux2200E');
    expect(productField()).toHaveDisplayValue('CONFLUX-2200E');
  });

  it('when ?interested is not a product key, then nothing is preselected', async () => {
    fakeSiteApi({ content: DOCS });
    const form = await openForm('/contact?interested=<script>');
    expect(productField()).toHaveDisplayValue('请选择意向产品（选填）');
    expect(form).not.toHaveTextContent('<script>');
  });

  it('when the empty form is sent, then every required field says what is missing and nothing is posted', async () => {
    const user = userEvent.setup();
    const api = fakeSiteApi({ content: DOCS });
    await openForm();
    await user.click(screen.getByRole('button', { name: /提\s*交/ }));
    for (const message of [
      '请输入您的姓名',
      '请输入公司名称',
      '请输入联系电话',
      '请输入电子邮箱',
      '请简要描述您的需求',
    ]) {
      expect(await screen.findByText(message)).toBeVisible();
    }
    expect(api.callsTo('/contact')).toEqual([]);
  });

  it('when phone and e-mail are malformed, then both are refused with a clear message', async () => {
    const user = userEvent.setup();
    const api = fakeSiteApi({ content: DOCS });
    await openForm();
    await fillValid(user);
    await enter(user, '联系电话', '12345');
    await enter(user, '电子邮箱', 'not-an-email');
    await user.click(screen.getByRole('button', { name: /提\s*交/ }));
    expect(await screen.findByText('请输入正确的手机号或固定电话')).toBeVisible();
    expect(await screen.findByText('请输入正确的电子邮箱地址')).toBeVisible();
    expect(api.callsTo('/contact')).toEqual([]);
  });

  it('when a valid lead is sent, then it is posted with the interested product and the success message shows', async () => {
    const user = userEvent.setup();
    const api = fakeSiteApi({
      content: DOCS,
      routes: { 'POST /contact': ok() },
    });
    await openForm('/contact?interested=conflux2200P');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: /提\s*交/ }));
    expect(await screen.findByText('提交成功！工作人员会尽快与您联系。')).toBeVisible();
    expect(api.callsTo('/contact').map(({ method, body }) => ({ method, body }))).toEqual([
      {
        method: 'POST',
        body: {
          name: '王小明',
          company: '示例科技有限公司',
          phone: '13800138000',
          email: 'wang@example.com',
          message: '希望测试 DPU 样卡',
          interested: 'conflux2200P',
        },
      },
    ]);
  });

  it('when the server refuses the lead, then its message shows and the input is kept', async () => {
    const user = userEvent.setup();
    fakeSiteApi({
      content: DOCS,
      routes: { 'POST /contact': fail('429', '提交过于频繁，请稍后再试') },
    });
    await openForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: /提\s*交/ }));
    expect(await screen.findByText('提交过于频繁，请稍后再试')).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText('姓名')).toHaveValue('王小明'));
    expect(screen.getByLabelText('需求描述')).toHaveValue('希望测试 DPU 样卡');
  });
});
