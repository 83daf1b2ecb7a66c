import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConflictAlert } from './conflict-alert';

const conflict = {
  draftVersion: 7,
  text: 'title: 对方写的标题\n',
  savedAt: '2026-11-26T10:00:00Z',
  savedByEmail: 'li@example.com',
};

describe('the concurrent-edit refusal', () => {
  it('when a save was refused, then it says who saved first, that nothing typed is lost, and shows their text', async () => {
    render(
      <ConflictAlert
        conflict={conflict}
        onKeepMine={() => undefined}
        onTakeTheirs={() => undefined}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('保存被拒绝：li@example.com');
    expect(alert).toHaveTextContent('你的修改没有丢失');
    await userEvent.click(screen.getByText('查看对方保存的版本'));
    expect(await screen.findByLabelText('对方保存的版本')).toHaveTextContent('对方写的标题');
  });

  it('when the editor chooses, then the choice is passed on', async () => {
    const onKeepMine = jest.fn();
    const onTakeTheirs = jest.fn();
    render(
      <ConflictAlert conflict={conflict} onKeepMine={onKeepMine} onTakeTheirs={onTakeTheirs} />,
    );
    await userEvent.click(screen.getByRole('button', { name: '用我的版本覆盖' }));
    await userEvent.click(screen.getByRole('button', { name: '放弃我的修改，载入对方版本' }));
    expect(onKeepMine).toHaveBeenCalledTimes(1);
    expect(onTakeTheirs).toHaveBeenCalledTimes(1);
  });
});
