import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { productByKey, RELEASE_MESSAGES } from '@dpu/contracts';
import { fakeApi, ok, renderApp, type FakeRequest } from '@dpu/test-utils';
import StaffMaterials from './staff-materials';

// antd's form, select and table are slow to render in jsdom on a busy machine
jest.setTimeout(60_000);
const slow = { timeout: 15_000 };
const P = productByKey('conflux2200P')!;

const release = {
  id: 1000001,
  proId: P.proId,
  kind: 'driver',
  title: 'CONFLUX-2200P 驱动程序 V3.2.0',
  version: 'V3.2.0',
  date: '2026-11-26',
  releaseNotes: '支持新内核',
  announcement: null,
  fileId: 1000005,
  fileName: 'driver.tar.gz',
  size: 2048,
  sha256: 'a'.repeat(64),
  publishedAt: '2026-11-26T10:00:00Z',
  publishedBy: 'support@example.com',
  withdrawn: false,
};

function formData(call: FakeRequest): Record<string, string> {
  const form = call.body as FormData;
  const fields: Record<string, string> = {};
  form.forEach((value, key) => {
    fields[key] = typeof value === 'string' ? value : `file:${(value as File).name}`;
  });
  return fields;
}

async function chooseProduct(name: string) {
  const select = screen.getByRole('combobox', { name: '产品' });
  fireEvent.mouseDown(select);
  fireEvent.click(await screen.findByTitle(name, undefined, slow));
}

async function chooseFile(content: string, name = 'driver.tar.gz') {
  const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
  fireEvent.change(input, { target: { files: [new File([content], name)] } });
  // the upload list shows it once the form holds it
  await waitFor(
    () => expect(document.querySelector('.ant-upload-list')).toHaveTextContent(name),
    slow,
  );
}

describe('staff 支持资料', () => {
  it('when 发布 is pressed with nothing filled, then each missing field says so and nothing is sent', async () => {
    const api = fakeApi({ 'GET /admin/materials': ok([]) });
    renderApp(<StaffMaterials />);
    fireEvent.click(await screen.findByRole('button', { name: '发布' }, slow));
    expect(
      await screen.findByText(RELEASE_MESSAGES.noProduct, undefined, slow),
    ).toBeInTheDocument();
    expect(screen.getByText(RELEASE_MESSAGES.noVersion)).toBeInTheDocument();
    expect(screen.getByText(RELEASE_MESSAGES.noFile)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('when the server names a bad field, then the message shows beside it and the typed text stays', async () => {
    fakeApi({
      'GET /admin/materials': ok([]),
      'POST /admin/materials': {
        status: 400,
        body: { code: '400', msg: '版本号不能超过 40 个字符', fields: { version: '版本号已存在' } },
      },
    });
    renderApp(<StaffMaterials />);
    await screen.findByRole('button', { name: '发布' }, slow);
    await chooseProduct(P.name);
    fireEvent.change(screen.getByLabelText('版本号'), { target: { value: 'V3.2.0' } });
    fireEvent.change(screen.getByLabelText('发布说明'), { target: { value: '支持新内核' } });
    await chooseFile('driver bytes');
    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    expect(await screen.findByText('版本号已存在', undefined, slow)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('发布失败');
    expect(screen.getByLabelText('版本号')).toHaveValue('V3.2.0');
    expect(screen.getByLabelText('发布说明')).toHaveValue('支持新内核');
  });

  it('when a release is published, then the form sends every field with the file and says who was told', async () => {
    let sent: Record<string, string> = {};
    const api = fakeApi({
      'GET /admin/materials': ok([release]),
      'POST /admin/materials': (call) => {
        sent = formData(call);
        return ok({ ...release, mailed: 3 });
      },
    });
    renderApp(<StaffMaterials />);
    const list = await screen.findByText(release.title, undefined, slow);
    expect(within(list.closest('tr')!).getByText('客户可见')).toBeInTheDocument();
    await chooseProduct(P.name);
    fireEvent.change(screen.getByLabelText('版本号'), { target: { value: ' V3.2.0 ' } });
    fireEvent.change(screen.getByLabelText('公告（可选）'), { target: { value: '建议升级' } });
    await chooseFile('driver bytes');
    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    expect(
      await screen.findByText(/已向 3 位客户发送通知邮件/, undefined, slow),
    ).toBeInTheDocument();
    expect(sent).toEqual({
      proId: P.proId,
      kind: 'driver',
      version: 'V3.2.0',
      announcement: '建议升级',
      file: 'file:driver.tar.gz',
    });
    // the list is asked again
    await waitFor(() => expect(api.callsTo('/admin/materials').length).toBeGreaterThan(2));
  });
});
