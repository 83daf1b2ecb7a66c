import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@dpu/router';
import { renderApp } from '@dpu/test-utils';
import { BuyCertifyDialog, DIALOG_MESSAGE } from './index';

const SELECTED = { series: 'conflux', proId: '2385991fd4852682f1815000d1cc99e2' };

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderDialog(onClose = jest.fn()) {
  renderApp(
    <>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
      <BuyCertifyDialog open selected={SELECTED} onClose={onClose} />
    </>,
    { url: '/productStack' },
  );
  return onClose;
}

describe('buy/certify dialog', () => {
  it('when it opens, then it shows the message of docs/site.md §1 and the three buttons', () => {
    renderDialog();
    expect(screen.getByText(DIALOG_MESSAGE)).toBeInTheDocument();
    for (const name of ['取消', '去购买', '去认证']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('when it is open, then the page cannot scroll; when it closes, then scrolling comes back', () => {
    document.body.style.overflow = 'auto';
    const dialog = (open: boolean) => (
      <MemoryRouter>
        <BuyCertifyDialog open={open} selected={SELECTED} />
      </MemoryRouter>
    );
    const { rerender } = render(dialog(true));
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.documentElement.style.overflow).toBe('hidden');
    rerender(dialog(false));
    expect(document.body.style.overflow).toBe('auto');
  });

  it('when cancel is pressed, then the user goes to the stored backPath', () => {
    window.localStorage.setItem('backPath', '/product/conflux2200E');
    const onClose = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/product/conflux2200E');
    expect(onClose).toHaveBeenCalled();
  });

  it('when Escape is pressed, then it does what cancel does', () => {
    window.localStorage.setItem('backPath', '/product/conflux2200E');
    const onClose = renderDialog();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape', code: 'Escape', keyCode: 27 });
    expect(screen.getByTestId('where')).toHaveTextContent('/product/conflux2200E');
    expect(onClose).toHaveBeenCalled();
  });

  it('when cancel is pressed without a backPath, then the user goes home', () => {
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('when buy is pressed, then /contact opens in a new tab', () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: '去购买' }));
    expect(open).toHaveBeenCalledWith('/contact', '_blank', 'noopener');
    expect(screen.getByTestId('where').textContent).toBe('/productStack');
  });

  it('when certify is pressed, then the certification page opens with series and proId', () => {
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: '去认证' }));
    expect(screen.getByTestId('where').textContent).toBe(
      `/productStack/customerVerify?series=conflux&proId=${SELECTED.proId}`,
    );
  });
});
