import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESUME_MAX_BYTES } from '@dpu/contracts';
import { fail, ok, fakeSiteApi, type FakeDoc } from '@dpu/test-utils';
import { renderRoute } from '../../test/render-route';

// a busy 2-core machine
jest.setTimeout(60_000);

const body = { type: 'root', children: [] };
const DOCS: FakeDoc[] = [
  {
    path: '/jobs/social-driver',
    title: '驱动开发工程师',
    kind: 'social',
    department: '系统软件部',
    location: '北京',
    date: '2025-08-01T00:00:00.000Z',
    body,
  },
  {
    path: '/jobs/school-verify',
    title: '验证工程师（校招）',
    kind: 'school',
    department: '芯片研发部',
    location: '武汉',
    date: '2025-08-01T00:00:00.000Z',
    body,
  },
  { path: '/careers/apply', title: '职位申请', success: '申请已提交，我们会尽快联系您。' },
];

type User = ReturnType<typeof userEvent.setup>;

function file(name: string, type: string, size = 2048): File {
  const f = new File(['%PDF-1.4'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

async function openForm(url = '/joinus/social/socialapply?id=social-driver') {
  renderRoute(url);
  await screen.findByRole('form', { name: '职位申请表单' }, { timeout: 30_000 });
}

async function enter(user: User, label: string, value: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(value);
}

async function fillContact(user: User) {
  await enter(user, '姓名', '李雷');
  await enter(user, '手机号码', '13900139000');
  await enter(user, '电子邮箱', 'lilei@example.com');
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: '提交申请' }));

describe('job application', () => {
  it('when a .txt resume is chosen, then it is refused with a message and nothing is sent', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const api = fakeSiteApi({ content: DOCS });
    await openForm();
    await fillContact(user);
    await user.upload(screen.getByLabelText('简历'), file('resume.txt', 'text/plain'));
    await submit(user);
    expect(
      await screen.findByText('简历仅支持 PDF 或 Word 格式（.pdf、.doc、.docx），请重新选择'),
    ).toBeVisible();
    expect(api.callsTo('/jobs/apply')).toEqual([]);
    expect(screen.getByLabelText('姓名')).toHaveValue('李雷');
  });

  it('when the resume is over 10 MB, then it is refused before sending', async () => {
    const user = userEvent.setup();
    const api = fakeSiteApi({ content: DOCS });
    await openForm();
    await fillContact(user);
    await user.upload(
      screen.getByLabelText('简历'),
      file('big.pdf', 'application/pdf', RESUME_MAX_BYTES + 1),
    );
    await submit(user);
    expect(await screen.findByText('简历文件不能超过 10 MB，请压缩后重新上传')).toBeVisible();
    expect(api.callsTo('/jobs/apply')).toEqual([]);
  });

  it('when no resume is chosen, then the form asks for one', async () => {
    const user = userEvent.setup();
    fakeSiteApi({ content: DOCS });
    await openForm();
    await fillContact(user);
    await submit(user);
    expect(await screen.findByText('请上传简历')).toBeVisible();
  });

  it('when a valid application is sent, then it goes out as multipart with the job id and the success state shows', async () => {
    const user = userEvent.setup();
    const api = fakeSiteApi({
      content: DOCS,
      routes: { 'POST /jobs/apply': ok({ id: 7 }) },
    });
    await openForm();
    await fillContact(user);
    const resume = file('resume.pdf', 'application/pdf');
    await user.upload(screen.getByLabelText('简历'), resume);
    await submit(user);
    expect(await screen.findByText('申请已提交，我们会尽快联系您。')).toBeVisible();
    expect(api.callsTo('/jobs/apply')).toHaveLength(1);
    const sent = api.callsTo('/jobs/apply')[0]!;
    expect(sent.url).toBe('/jobs/apply');
    const form = sent.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(
      Object.fromEntries(['jobId', 'name', 'phone', 'email'].map((k) => [k, form.get(k)])),
    ).toEqual({
      jobId: 'social-driver',
      name: '李雷',
      phone: '13900139000',
      email: 'lilei@example.com',
    });
    expect((form.get('resume') as File).name).toBe('resume.pdf');
  });

  it.each([
    ['413', '简历文件超过 10 MB'],
    ['400', '职位不存在或已关闭'],
  ])(
    'when the server answers %s, then its message shows and the input is kept',
    async (code, msg) => {
      const user = userEvent.setup();
      fakeSiteApi({
        content: DOCS,
        routes: { 'POST /jobs/apply': fail(code, msg) },
      });
      await openForm();
      await fillContact(user);
      await user.upload(screen.getByLabelText('简历'), file('resume.pdf', 'application/pdf'));
      await submit(user);
      expect(await screen.findByText(msg)).toBeVisible();
      await waitFor(() => expect(screen.getByLabelText('姓名')).toHaveValue('李雷'));
      expect(screen.getByLabelText('电子邮箱')).toHaveValue('lilei@example.com');
      expect(screen.getByText('已选择：resume.pdf（2 KB）')).toBeVisible();
    },
  );

  it('when the id names a campus job on the experienced-hire route, then the 404 page shows', async () => {
    fakeSiteApi({ content: DOCS });
    renderRoute('/joinus/social/socialapply?id=school-verify');
    expect(await screen.findByText('This page could not be found')).toBeVisible();
  });
});
