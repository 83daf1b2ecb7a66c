import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '@dpu/test-utils';
import { fakeShellApi } from '../../test/site-api';
import { SERVICE_PROMISE, SideWidget } from './side-widget';

function setViewport(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

function setScroll(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  fireEvent.scroll(window);
}

describe('side widget (docs/site.md §1, §9)', () => {
  beforeEach(() => {
    setViewport(1440);
    setScroll(0);
    fakeShellApi();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  async function renderWidget() {
    renderApp(<SideWidget />);
    const widget = screen.getByTestId('side-widget');
    await within(widget).findByRole('link', { name: '商品选购' });
    return widget;
  }

  it('when shown, then consult links to /contact and 商品选购 opens the store in a new tab', async () => {
    const widget = await renderWidget();
    expect(within(widget).getByRole('link', { name: '咨询' })).toHaveAttribute('href', '/contact');
    const store = within(widget).getByRole('link', { name: '商品选购' });
    expect(store).toHaveAttribute('href', 'https://store.example.com/xintu');
    expect(store).toHaveAttribute('target', '_blank');
    expect(store).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('when the pointer rests on the phone entry, then after 60 ms the promise and the number show; 50 ms after leaving they go', async () => {
    const widget = await renderWidget();
    jest.useFakeTimers();
    const phone = within(widget).getByRole('button', { name: '电话' });
    fireEvent.mouseEnter(phone.parentElement as HTMLElement);
    act(() => jest.advanceTimersByTime(59));
    expect(screen.queryByText(SERVICE_PROMISE)).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('7*24小时服务，快速解决您的问题')).toBeVisible();
    expect(screen.getByRole('link', { name: '400-000-0000' })).toHaveAttribute(
      'href',
      'tel:4000000000',
    );
    fireEvent.mouseLeave(phone.parentElement as HTMLElement);
    act(() => jest.advanceTimersByTime(49));
    expect(screen.getByText(SERVICE_PROMISE)).toBeVisible();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText(SERVICE_PROMISE)).toBeNull();
  });

  it('when on mobile, then the compact variant shows and a tap toggles the phone popover', async () => {
    setViewport(375);
    const widget = await renderWidget();
    expect(widget).toHaveAttribute('data-variant', 'mobile');
    const phone = within(widget).getByRole('button', { name: '电话' });
    fireEvent.click(phone);
    expect(screen.getByText(SERVICE_PROMISE)).toBeVisible();
    fireEvent.click(phone);
    expect(screen.queryByText(SERVICE_PROMISE)).toBeNull();
  });

  it('when scrolled to exactly 500 px, then go-to-top is hidden; past 500 it shows and scrolls up', async () => {
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo;
    await renderWidget();
    act(() => setScroll(500));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: '返回顶部' })).toBeNull();
    act(() => setScroll(501));
    const top = await screen.findByRole('button', { name: '返回顶部' });
    fireEvent.click(top);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    act(() => setScroll(0));
    await waitFor(() => expect(screen.queryByRole('button', { name: '返回顶部' })).toBeNull());
  });
});
