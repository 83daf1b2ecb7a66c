import { screen, within } from '@testing-library/react';
import { fakeSiteApi, type FakeDoc } from '@dpu/test-utils';
import { renderRoute } from '../../test/render-route';

const body = { type: 'root', children: [] };
const leader = (slug: string, name: string, position: string, order: number): FakeDoc => ({
  path: `/leaders/${slug}`,
  title: name,
  name,
  position,
  order,
  description: `${name}的简介`,
  body,
});

const DOCS: FakeDoc[] = [
  leader('zhang', '张三', '首席技术官', 2),
  leader('li', '李四', '首席执行官', 1),
  leader('wang', '王五', '首席财务官', 3),
  { path: '/about/leadership', title: '管理团队', description: '团队介绍' },
];

describe('leadership', () => {
  it('when the team page opens, then executives show in their fixed order and link to their pages', async () => {
    fakeSiteApi({ content: DOCS });
    renderRoute('/about/leadership');
    const list = await screen.findByRole('list', { name: '管理团队' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/about/leadership/li',
      '/about/leadership/zhang',
      '/about/leadership/wang',
    ]);
  });

  it('when a known slug is opened, then the executive page shows name and position', async () => {
    fakeSiteApi({ content: DOCS });
    renderRoute('/about/leadership/zhang');
    expect(await screen.findByRole('heading', { level: 2, name: '张三' })).toBeVisible();
    expect(screen.getAllByText('首席技术官').length).toBeGreaterThan(0);
  });

  it('when the slug names nobody, then the 404 page shows', async () => {
    fakeSiteApi({ content: DOCS });
    renderRoute('/about/leadership/nobody');
    expect(await screen.findByText('This page could not be found')).toBeVisible();
    expect(screen.queryByRole('heading', { name: '张三' })).toBeNull();
  });
});
