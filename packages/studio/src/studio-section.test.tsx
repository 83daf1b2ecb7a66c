import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@dpu/router';
import { studioApi, type StudioCollectionInfo } from './studio-api';
import { StudioSection } from './studio-section';

const info = (name: string, label: string): StudioCollectionInfo => ({
  name,
  label,
  team: 'marketing',
  roles: [],
  extension: '.md',
  schema: {},
});

function renderSection() {
  return render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={['/staff?section=studio-marketing']}>
        <StudioSection
          title="市场内容"
          collections={[
            { name: 'news', label: '新闻' },
            { name: 'developers', label: '开发者文档' },
          ]}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('a team’s studio section', () => {
  beforeEach(() => {
    jest.spyOn(studioApi, 'list').mockResolvedValue({ items: [], total: 0, page: 1, pageSize: 20 });
  });

  it('when the roles may edit only some of its collections, then only those are offered', async () => {
    // a 技术支持 editor: GET /studio/collections lists what the roles may edit
    jest.spyOn(studioApi, 'collections').mockResolvedValue([info('developers', '开发者文档')]);
    renderSection();
    expect(await screen.findByRole('tab', { name: '开发者文档' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: '新闻' })).toBeNull();
    expect(await screen.findByRole('button', { name: '新建开发者文档' })).toBeInTheDocument();
  });

  it('when the roles may edit none of them, then it says so instead of an empty list', async () => {
    jest.spyOn(studioApi, 'collections').mockResolvedValue([info('jobs', '招聘职位')]);
    renderSection();
    expect(await screen.findByText('你的角色没有可在这里编辑的内容。')).toBeInTheDocument();
  });
});
