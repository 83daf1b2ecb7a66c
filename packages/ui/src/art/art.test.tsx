import { render, screen } from '@testing-library/react';
import { Portrait } from './portrait';
import { ProductArt } from './product-art';

const HARDWARE = {
  kind: 'card',
  formFactor: 'FHHL',
  ports: { count: 2, type: 'SFP28' },
  heatsink: 'active',
  chip: 'FPGA',
};

describe('drawings in React', () => {
  it('when a product states its hardware, then its drawing is an image named after what it shows', () => {
    render(<ProductArt hardware={HARDWARE} name="SWIFT-NDPP" />);
    const art = screen.getByRole('img');
    expect(art).toHaveAccessibleName(
      'SWIFT-NDPP：全高半长 PCIe 卡，2 个 SFP28 端口，主动散热，FPGA 芯片',
    );
    // SVG attributes arrive in the DOM under their SVG names
    expect(art.querySelector('[stroke-width]')).not.toBeNull();
    expect(art.getAttribute('viewBox')).toBe('0 0 480 300');
  });

  it('when the name is said beside it, then the drawing is hidden from screen readers', () => {
    const { container } = render(<ProductArt hardware={HARDWARE} name="X" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('when a product has no hardware facts, then no picture (and no placeholder) is drawn', () => {
    const { container } = render(<ProductArt hardware={undefined} name="X" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('when the same facts arrive again as a new object, then the drawing is the same, and other facts draw another', () => {
    const { container } = render(
      <>
        <ProductArt hardware={HARDWARE} name="A" />
        <ProductArt hardware={{ ...HARDWARE }} name="A" />
        <ProductArt hardware={{ ...HARDWARE, ports: { count: 4, type: 'SFP28' } }} name="A" />
        <ProductArt hardware={{ ...HARDWARE }} name="A" decorative />
      </>,
    );
    const [first, again, other, decorative] = Array.from(container.querySelectorAll('svg'));
    expect(again?.outerHTML).toBe(first?.outerHTML);
    expect(other?.innerHTML).not.toBe(first?.innerHTML);
    expect(other).toHaveAccessibleName(expect.stringContaining('4 个 SFP28 端口'));
    expect(decorative?.innerHTML).toBe(first?.innerHTML);
    expect(decorative).toHaveAttribute('aria-hidden', 'true');
  });

  it('when two leaders have different facts, then their portraits differ', () => {
    const { container } = render(
      <>
        <Portrait portrait={{ hair: 'bun' }} slug="a" name="甲" />
        <Portrait portrait={{ hair: 'crew' }} slug="a" name="乙" />
      </>,
    );
    const [first, second] = Array.from(container.querySelectorAll('svg'));
    expect(first?.innerHTML).not.toBe(second?.innerHTML);
    expect(screen.getByRole('img', { name: '甲的肖像插画' })).toBeInTheDocument();
  });
});
