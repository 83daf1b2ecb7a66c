import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { studioApi } from './studio-api';
import { ShareLinks } from './share-links';

function renderLinks() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const previewRefreshed = jest.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <App>
        <ShareLinks id={12} file="cases/edgeGateway.md" />
      </App>
    </QueryClientProvider>,
  );
  return { previewRefreshed };
}

describe('share links of a draft', () => {
  it('when 撤销分享链接 is confirmed, then the links are revoked and the preview pane takes a new one', async () => {
    const revoke = jest.spyOn(studioApi, 'revokePreviewLinks').mockResolvedValue(undefined);
    const { previewRefreshed } = renderLinks();
    await userEvent.click(screen.getByRole('button', { name: '撤销分享链接' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('此前生成的所有预览链接立即失效');
    expect(revoke).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: '撤销链接' }));
    expect(await screen.findByText('已撤销，此前的预览链接均已失效')).toBeInTheDocument();
    expect(revoke).toHaveBeenCalledWith(12);
    expect(previewRefreshed).toHaveBeenCalledWith({ queryKey: ['studio-preview', 12] });
  });

  it('when the revocation is cancelled, then nothing is sent', async () => {
    const revoke = jest.spyOn(studioApi, 'revokePreviewLinks').mockResolvedValue(undefined);
    renderLinks();
    await userEvent.click(screen.getByRole('button', { name: '撤销分享链接' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: /^取\s?消$/ }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(revoke).not.toHaveBeenCalled();
  });

  it('when the server refuses, then its message shows', async () => {
    jest
      .spyOn(studioApi, 'revokePreviewLinks')
      .mockRejectedValue(new Error('没有编辑该栏目的权限'));
    renderLinks();
    await userEvent.click(screen.getByRole('button', { name: '撤销分享链接' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '撤销链接' }),
    );
    expect(await screen.findByText('撤销分享链接失败：没有编辑该栏目的权限')).toBeInTheDocument();
  });
});
