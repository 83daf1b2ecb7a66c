import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreateDialog } from './create-dialog';
import { studioApi, StudioError } from './studio-api';

function renderDialog() {
  const onCreated = jest.fn();
  render(
    <CreateDialog
      collection="whitepapers"
      label="白皮书"
      open
      onClose={() => undefined}
      onCreated={onCreated}
    />,
  );
  return { onCreated };
}

async function fillAndCreate(slug: string) {
  await userEvent.type(screen.getByLabelText('标题'), '下载页同名');
  await userEvent.type(screen.getByLabelText('文件名（网址中的名称）'), slug);
  await userEvent.click(screen.getByRole('button', { name: /创\s?建/ }));
}

describe('新建 a document', () => {
  it('when the server refuses the file name as a fixed page’s address, then the message shows on the file name and what was typed stays', async () => {
    const message =
      '与网站固定页面 /whitepaper/whitePaperDownload（白皮书下载）的网址相同，请换一个名称';
    jest
      .spyOn(studioApi, 'create')
      .mockRejectedValue(
        new StudioError('400', `文件名${message}`, [{ field: 'slug', label: '文件名', message }]),
      );
    const { onCreated } = renderDialog();
    await fillAndCreate('whitePaperDownload');
    const slugInput = screen.getByLabelText('文件名（网址中的名称）');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(slugInput).toHaveAttribute('aria-invalid', 'true');
    expect(slugInput).toHaveAccessibleDescription(message);
    expect(slugInput).toHaveValue('whitePaperDownload');
    expect(screen.getByLabelText('标题')).toHaveValue('下载页同名');
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('when the create fails for another reason, then the message shows above the form, not on the file name', async () => {
    jest
      .spyOn(studioApi, 'create')
      .mockRejectedValue(new StudioError('403', '没有编辑该栏目的权限'));
    renderDialog();
    await fillAndCreate('edge-paper');
    expect(await screen.findByRole('alert')).toHaveTextContent('没有编辑该栏目的权限');
    const slugInput = screen.getByLabelText('文件名（网址中的名称）');
    expect(slugInput).not.toHaveAttribute('aria-invalid');
    expect(slugInput).toHaveValue('edge-paper');
  });
});
