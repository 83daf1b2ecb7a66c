import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, ok, renderApp } from '@dpu/test-utils';
import MediaSection from './media-section';

// antd's form, table and drawer are slow to render in jsdom on a busy machine
jest.setTimeout(60_000);
const slow = { timeout: 15_000 };

const chip = {
  id: 4,
  alt: '芯片特写',
  version: 2,
  fileName: 'chip.jpeg',
  contentType: 'image/jpeg',
  size: 20480,
  sha256: 'a'.repeat(64),
  width: 1200,
  height: 800,
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-21T10:00:00Z',
  url: '/api/media/4/original?v=2',
};

async function chooseFile(name: string, type = 'image/png') {
  const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
  fireEvent.change(input, { target: { files: [new File(['<svg/>'], name, { type })] } });
  await waitFor(
    () => expect(document.querySelector('.ant-upload-list')).toHaveTextContent(name),
    slow,
  );
}

describe('staff 媒体库', () => {
  it('lists images with thumbnails, and an upload without alt text is stopped naming the field', async () => {
    const api = fakeApi({
      'GET /admin/media': ok({ items: [chip], total: 1, page: 1, pageSize: 20 }),
    });
    renderApp(<MediaSection />);
    const thumb = await screen.findByRole('img', { name: '芯片特写' }, slow);
    expect(thumb).toHaveAttribute('src', '/api/media/4/w320.webp?v=2');
    fireEvent.click(screen.getByRole('button', { name: '上传' }));
    expect(await screen.findByText('请选择要上传的图片', undefined, slow)).toBeInTheDocument();
    expect(screen.getByText('请填写图片的替代文字（alt）')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('shows the server’s message beside the file field (SVG with script) and keeps the alt text', async () => {
    fakeApi({
      'GET /admin/media': ok({ items: [], total: 0, page: 1, pageSize: 20 }),
      'POST /admin/media': {
        status: 400,
        body: {
          code: '400',
          msg: 'SVG 图片不能包含脚本',
          fields: { file: 'SVG 图片不能包含脚本、事件属性（如 onload）或外部引用' },
        },
      },
    });
    renderApp(<MediaSection />);
    await screen.findByRole('button', { name: '上传' }, slow);
    await chooseFile('logo.svg', 'image/svg+xml');
    fireEvent.change(screen.getByLabelText('替代文字'), { target: { value: '公司标志' } });
    fireEvent.click(screen.getByRole('button', { name: '上传' }));
    expect(
      await screen.findByText(
        'SVG 图片不能包含脚本、事件属性（如 onload）或外部引用',
        undefined,
        slow,
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('替代文字')).toHaveValue('公司标志');
  });

  it('shows where an image is used and does not offer to delete it then', async () => {
    fakeApi({
      'GET /admin/media': ok({ items: [chip], total: 1, page: 1, pageSize: 20 }),
      'GET /admin/media/4': ok({
        ...chip,
        versions: [],
        usedBy: [{ path: 'news/launch.md', title: '新品发布' }],
      }),
    });
    renderApp(<MediaSection />);
    fireEvent.click(await screen.findByRole('button', { name: '查看 芯片特写' }, slow));
    const drawer = await screen.findByRole('dialog', undefined, slow);
    expect(await within(drawer).findByText(/新品发布/, undefined, slow)).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: '使用中，不能删除' })).toBeDisabled();
  });
});
