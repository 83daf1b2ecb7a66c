import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { productByKey } from '@dpu/contracts';
import { fail, ok, type FakeReply, type FakeRequest } from '@dpu/test-utils';
import { fakeSupportApi } from '../../test/support-api';
import { renderRoute } from '../../test/render-route';
import { fileNameFromDisposition } from '@dpu/ui';

jest.setTimeout(20_000);

const E = productByKey('conflux2200E');
const DRIVER = {
  id: 11,
  type: 'drivers',
  title: 'CONFLUX-2200E Linux 驱动',
  summary: '支持 CentOS 7/8、Ubuntu 20.04/22.04',
  version: '2.3.1',
  date: '2025-05-20',
  fileId: 9001,
  fileName: 'conflux2200e-linux-2.3.1.tar.gz',
  size: 3_145_728,
  sha256: 'ab',
  url: null,
};
const materialsUrl = '/customer/materials';

function renderSupport(url: string) {
  return renderRoute(url, { user: { name: '演示客户', userType: 'customer' } });
}

function blobAnswer(call: FakeRequest): FakeReply {
  expect(call.responseType).toBe('blob');
  return {
    body: new Blob(['driver-bytes']),
    headers: {
      'content-disposition': "attachment; filename*=UTF-8''conflux2200e-linux-2.3.1.tar.gz",
    },
  };
}

beforeEach(() => {
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:driver'), revokeObjectURL: jest.fn() });
});

describe('customer home', () => {
  it('when it opens with a proId, then it names the product and links every sub-page with that proId', async () => {
    fakeSupportApi({});
    renderSupport(`/productStack/customer?proId=${E?.proId}`);
    const home = await screen.findByTestId('customer-home');
    expect(screen.getByText(/演示客户，欢迎进入 CONFLUX-2200E 客户专区/)).toBeInTheDocument();
    const links = within(home).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(
      [
        'downloadDrivers',
        'downloadDocument',
        'announcementPreview',
        'solutionPreview',
        'video_preview',
        'agreement',
        'agreementSecret',
      ].map((p) => `/productStack/customer/${p}?proId=${E?.proId}`),
    );
  });

  it('when the proId is missing, then a notice leads back to /productStack', async () => {
    fakeSupportApi({});
    renderSupport('/productStack/customer');
    const notice = await screen.findByTestId('customer-missing-product');
    expect(within(notice).getByRole('link')).toHaveAttribute('href', '/productStack');
  });
});

describe('release mails setting', () => {
  it('when a customer turns release mails off on the customer home, then it is saved through the API', async () => {
    let saved: unknown;
    const api = fakeSupportApi({
      'GET /user/settings': ok({ releaseMail: true }),
      'PUT /user/settings': (call) => {
        saved = call.body;
        return ok(call.body);
      },
    });
    renderSupport(`/productStack/customer?proId=${E?.proId}`);
    const box = await screen.findByRole('checkbox', { name: /产品资料更新邮件/ });
    expect(box).toBeChecked();
    fireEvent.click(box);
    await waitFor(() => expect(saved).toEqual({ releaseMail: false }));
    await waitFor(() => expect(box).not.toBeChecked());
    expect(await screen.findByText(/已保存/)).toBeInTheDocument();
    expect(api.callsTo('/user/settings')).toHaveLength(2);
  });

  it('when saving fails, then the box goes back and a Chinese message says so', async () => {
    fakeSupportApi({
      'GET /user/settings': ok({ releaseMail: true }),
      'PUT /user/settings': fail('500', '服务器繁忙'),
    });
    renderSupport(`/productStack/customer?proId=${E?.proId}`);
    const box = await screen.findByRole('checkbox', { name: /产品资料更新邮件/ });
    fireEvent.click(box);
    expect(await screen.findByRole('alert')).toHaveTextContent('服务器繁忙');
    expect(box).toBeChecked();
  });
});

describe('customer materials', () => {
  it('when drivers load, then each shows version, date and size and asks the API for that type', async () => {
    const api = fakeSupportApi({ [`GET ${materialsUrl}`]: ok([DRIVER]) });
    renderSupport(`/productStack/customer/downloadDrivers?proId=${E?.proId}`);
    const item = await screen.findByTestId('material-item');
    expect(within(item).getByText('CONFLUX-2200E Linux 驱动')).toBeInTheDocument();
    expect(within(item).getByText('版本 2.3.1 · 发布日期 2025-05-20 · 3.0 MB')).toBeInTheDocument();
    expect(api.callsTo(materialsUrl)[0]?.params).toEqual({ proId: E?.proId, type: 'drivers' });
  });

  it('when support published versions, then the newest shows first with its SHA-256 and release notes', async () => {
    const sha = 'c'.repeat(64);
    const newer = {
      ...DRIVER,
      id: 1000001,
      title: 'CONFLUX-2200E 驱动程序 V3.2.0',
      summary: '支持 Linux 6.10 内核\n修复队列中断问题',
      version: 'V3.2.0',
      sha256: sha,
    };
    fakeSupportApi({ [`GET ${materialsUrl}`]: ok([newer, DRIVER]) });
    renderSupport(`/productStack/customer/downloadDrivers?proId=${E?.proId}`);
    const items = await screen.findAllByTestId('material-item');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText(/版本 V3\.2\.0/)).toBeInTheDocument();
    expect(within(items[0]!).getByTestId('material-sha256')).toHaveTextContent(sha);
    expect(within(items[0]!).getByText(/修复队列中断问题/)).toBeInTheDocument();
    expect(within(items[1]!).getByText(/版本 2\.3\.1/)).toBeInTheDocument();
  });

  it('when download is pressed, then the file comes as a blob through the api-client and is saved', async () => {
    const api = fakeSupportApi({
      [`GET ${materialsUrl}`]: ok([DRIVER]),
      'GET /file/download/9001': blobAnswer,
    });
    const click = jest
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    renderSupport(`/productStack/customer/downloadDrivers?proId=${E?.proId}`);
    fireEvent.click(await screen.findByRole('button', { name: `下载 ${DRIVER.title}` }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('conflux2200e-linux-2.3.1.tar.gz');
    expect(link.href).toBe('blob:driver');
    expect(api.callsTo('/file/download/9001')).toHaveLength(1);
  });

  it('when the download is refused, then the server message shows beside the file', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeSupportApi({
      [`GET ${materialsUrl}`]: ok([DRIVER]),
      'GET /file/download/9001': {
        status: 403,
        body: new Blob([JSON.stringify({ code: '403', msg: '您没有该产品的下载权限' })]),
      },
    });
    renderSupport(`/productStack/customer/downloadDrivers?proId=${E?.proId}`);
    fireEvent.click(await screen.findByRole('button', { name: `下载 ${DRIVER.title}` }));
    expect(await screen.findByRole('alert')).toHaveTextContent('您没有该产品的下载权限');
  });

  it('when the network fails during a download, then a clear message shows', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeSupportApi({
      [`GET ${materialsUrl}`]: ok([DRIVER]),
      'GET /file/download/9001': 'network-error',
    });
    renderSupport(`/productStack/customer/downloadDrivers?proId=${E?.proId}`);
    fireEvent.click(await screen.findByRole('button', { name: `下载 ${DRIVER.title}` }));
    expect(await screen.findByRole('alert')).toHaveTextContent('下载失败，请检查网络后重试');
  });

  it('when the materials answer 403, then the buy/certify dialog shows for that product', async () => {
    fakeSupportApi({ [`GET ${materialsUrl}`]: fail('403', '无权访问') });
    renderSupport(`/productStack/customer/downloadDocument?proId=${E?.proId}`);
    expect(
      await screen.findByText('请购买或认证产品后，获取产品驱动与手册。', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
  });

  it('when the two agreement pages load, then each keeps only its own agreement', async () => {
    const agreements = [
      { ...DRIVER, id: 1, type: 'agreements', title: '客户服务协议', fileId: 1 },
      { ...DRIVER, id: 2, type: 'agreements', title: '客户资料保密协议', fileId: 2 },
    ];
    fakeSupportApi({ [`GET ${materialsUrl}`]: ok(agreements) });
    renderSupport(`/productStack/customer/agreementSecret?proId=${E?.proId}`);
    const items = await screen.findAllByTestId('material-item');
    expect(items.map((i) => within(i).getByRole('heading').textContent)).toEqual([
      '客户资料保密协议',
    ]);
  });
});

describe('material links', () => {
  it('when a material points at a site page, then it opens in the site; a link to this very page is left out', async () => {
    const items = [
      {
        ...DRIVER,
        id: 3,
        type: 'videos',
        title: '产品介绍视频',
        fileId: null,
        url: '/video/video_detail?id=289',
      },
      {
        ...DRIVER,
        id: 4,
        type: 'videos',
        title: '安装演示',
        fileId: null,
        url: 'https://cdn.example.com/install.mp4',
      },
    ];
    fakeSupportApi({ [`GET ${materialsUrl}`]: ok(items) });
    const { container } = renderSupport(`/productStack/customer/video_preview?proId=${E?.proId}`);
    expect(await screen.findByRole('link', { name: '观看' })).toHaveAttribute(
      'href',
      '/video/video_detail?id=289',
    );
    const [site, external] = await waitFor(() => {
      const players = container.querySelectorAll('video');
      expect(players).toHaveLength(2);
      return [...players];
    });
    // the site's video plays in place from its WebM and MP4 files
    expect(
      [...site!.querySelectorAll('source')].map((source) => source.getAttribute('src')),
    ).toEqual([
      '/data/file/video/conflux2200E-introduction.webm',
      '/data/file/video/conflux2200E-introduction.mp4',
    ]);
    expect(external).toHaveAttribute('src', 'https://cdn.example.com/install.mp4');
  });

  it('when an agreement entry points at its own page, then no link is shown and the agreement text is', async () => {
    const own = {
      ...DRIVER,
      id: 5,
      type: 'agreements',
      title: '软件许可协议',
      fileId: null,
      url: '/productStack/customer/agreement',
    };
    fakeSupportApi({ [`GET ${materialsUrl}`]: ok([own]) });
    renderSupport(`/productStack/customer/agreement?proId=${E?.proId}`);
    const item = await screen.findByTestId('material-item');
    expect(within(item).queryByRole('link')).toBeNull();
    expect(screen.getByRole('heading', { name: '一、许可范围' })).toBeInTheDocument();
  });
});

describe('file names of downloads', () => {
  it.each([
    ["attachment; filename*=UTF-8''%E6%89%8B%E5%86%8C.pdf", '手册.pdf'],
    ['attachment; filename="driver.tar.gz"', 'driver.tar.gz'],
    [undefined, undefined],
  ])('when Content-Disposition is %s, then the name is %s', (header, name) => {
    expect(fileNameFromDisposition(header)).toBe(name);
  });
});
