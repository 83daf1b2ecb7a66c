import { screen, within } from '@testing-library/react';
import { fakeSiteApi, roleTexts, type FakeDoc } from '@dpu/test-utils';
import { renderRoute } from '../../test/render-route';

const job = (slug: string, kind: string, department: string, date: string): FakeDoc => ({
  path: `/jobs/${slug}`,
  title: `职位 ${slug}`,
  kind,
  department,
  location: '北京',
  date,
  body: { type: 'root', children: [] },
});

const DOCS: FakeDoc[] = [
  job('social-a', 'social', '芯片研发部', '2025-06-01T00:00:00.000Z'),
  job('social-b', 'social', '销售部', '2025-09-01T00:00:00.000Z'),
  job('social-c', 'social', '芯片研发部', '2025-08-01T00:00:00.000Z'),
  job('school-a', 'school', '芯片研发部', '2025-08-14T00:00:00.000Z'),
];

describe('job list', () => {
  it('when the experienced-hire list opens, then only its jobs show, newest first, linking to their details', async () => {
    fakeSiteApi({ content: DOCS });
    renderRoute('/joinus/social');
    expect(await screen.findByTestId('job-list-page')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: '社会招聘职位列表' });
    const titles = roleTexts(list, 'heading');
    expect(titles).toEqual(['职位 social-b', '职位 social-c', '职位 social-a']);
    expect(within(list).getByRole('link', { name: '职位 social-b' })).toHaveAttribute(
      'href',
      '/joinus/social/socialdetail?id=social-b',
    );
  });

  it('when a department is chosen, then only its jobs show', async () => {
    const { contentQueries } = fakeSiteApi({ content: DOCS });
    renderRoute(`/joinus/social?department=${encodeURIComponent('销售部')}`);
    const list = await screen.findByRole('list', { name: '社会招聘职位列表' });
    expect(roleTexts(list, 'heading')).toEqual(['职位 social-b']);
    expect(
      contentQueries.some(
        (c) => JSON.stringify(c.query.where) === '{"kind":"social","department":"销售部"}',
      ),
    ).toBe(true);
  });

  it('when a job id is unknown, then the detail page is a 404', async () => {
    fakeSiteApi({ content: DOCS });
    renderRoute('/joinus/school/schooldetail?id=nope');
    expect(await screen.findByText('This page could not be found')).toBeVisible();
  });
});
