import { screen, within } from '@testing-library/react';
import { renderApp } from '@dpu/test-utils';
import { SectionFrame } from './section-frame';

const MENU = {
  label: '关于我们',
  links: [
    { to: '/about', label: '公司简介', end: true },
    { to: '/about/honor', label: '荣誉资质' },
  ],
};

function renderFrame(url: string) {
  return renderApp(
    <SectionFrame
      title="荣誉资质"
      subtitle="资质与奖项"
      menu={MENU}
      breadcrumbs={[{ label: '首页', to: '/' }, { label: '荣誉资质' }]}
    >
      <p>正文</p>
    </SectionFrame>,
    { url },
  );
}

describe('SectionFrame', () => {
  it('shows the banner, the section menu with the current page, the trail and the content', () => {
    renderFrame('/about/honor');
    expect(screen.getByRole('heading', { level: 1, name: '荣誉资质' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: '关于我们' });
    expect(within(menu).getByRole('link', { name: '荣誉资质' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu).getByRole('link', { name: '公司简介' })).not.toHaveAttribute(
      'aria-current',
    );
    const trail = screen.getByRole('navigation', { name: '面包屑导航' });
    expect(within(trail).getByRole('link', { name: '首页' })).toHaveAttribute('href', '/');
    expect(screen.getByText('正文')).toBeInTheDocument();
  });
});
