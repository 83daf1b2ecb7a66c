import { render, screen } from '@testing-library/react';
import { BRAND_COLORS } from '@dpu/contracts';
import { OperatorActiveIcon, OperatorDownIcon, OperatorTopIcon } from './operator-icons';

describe('operator icons', () => {
  it('when the operator-active icon is active, then it is brand red; inactive, then grey', () => {
    const { rerender } = render(<OperatorActiveIcon active />);
    const icon = () => screen.getByTestId('operator-active-icon');
    expect(icon().querySelector('circle')).toHaveAttribute('stroke', BRAND_COLORS.red);
    expect(icon()).toHaveAttribute('data-active', 'true');
    rerender(<OperatorActiveIcon active={false} />);
    expect(icon().querySelector('circle')).toHaveAttribute('stroke', BRAND_COLORS.grey);
  });

  it('when the down and top icons render, then they use the 1024 view box', () => {
    const { container } = render(
      <>
        <OperatorDownIcon />
        <OperatorTopIcon title="返回顶部" />
      </>,
    );
    container
      .querySelectorAll('svg')
      .forEach((svg) => expect(svg).toHaveAttribute('viewBox', '0 0 1024 1024'));
    expect(screen.getByRole('img', { name: '返回顶部' })).toBeInTheDocument();
  });

  it('when the top icon is light, then its arrow is white, for dark buttons', () => {
    const { container } = render(
      <>
        <OperatorTopIcon />
        <OperatorTopIcon light />
      </>,
    );
    const arrows = [...container.querySelectorAll('path')].map((path) =>
      path.getAttribute('stroke'),
    );
    expect(arrows).toEqual([BRAND_COLORS.nearBlack, BRAND_COLORS.white]);
  });
});
