import { BRAND_COLORS } from '@dpu/contracts';

// docs/site.md §2/§9: operator icons 'active', 'down' and 'top', drawn on a 1024-unit view box:
// the controls of the site (menus, go-to-top) use them, so they live with the shared UI.
const OPERATOR_VIEW_BOX = '0 0 1024 1024';

interface OperatorIconProps {
  size?: number;
  title?: string;
  className?: string;
}

function a11y(title: string | undefined) {
  return title
    ? { role: 'img' as const, 'aria-label': title }
    : { 'aria-hidden': true as const, focusable: 'false' as const };
}

/**
 * The 'operator active' control icon: a ring with a centre dot, brand red when active and
 * grey when not (docs/site.md §2 suggests an active and inactive look; the logic is the caller's).
 */
export function OperatorActiveIcon({
  active,
  size = 24,
  title,
  className,
}: OperatorIconProps & { active: boolean }) {
  const colour = active ? BRAND_COLORS.red : BRAND_COLORS.grey;
  return (
    <svg
      viewBox={OPERATOR_VIEW_BOX}
      width={size}
      height={size}
      className={className}
      data-testid="operator-active-icon"
      data-active={active}
      {...a11y(title)}
    >
      <circle cx="512" cy="512" r="432" fill="none" stroke={colour} strokeWidth="80" />
      <circle cx="512" cy="512" r={active ? 208 : 160} fill={colour} />
    </svg>
  );
}

/** A downward chevron in a circle (expand, scroll down). */
export function OperatorDownIcon({ size = 24, title, className }: OperatorIconProps) {
  return (
    <svg
      viewBox={OPERATOR_VIEW_BOX}
      width={size}
      height={size}
      className={className}
      {...a11y(title)}
    >
      <circle cx="512" cy="512" r="448" fill={BRAND_COLORS.navy} />
      <path
        d="M320 416l192 192 192-192"
        fill="none"
        stroke={BRAND_COLORS.white}
        strokeWidth="80"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** An arrow up to a bar (back to top); `light` draws the arrow white, for dark buttons. */
export function OperatorTopIcon({
  size = 24,
  title,
  className,
  light = false,
}: OperatorIconProps & { light?: boolean }) {
  return (
    <svg
      viewBox={OPERATOR_VIEW_BOX}
      width={size}
      height={size}
      className={className}
      {...a11y(title)}
    >
      <rect x="224" y="160" width="576" height="72" rx="36" fill={BRAND_COLORS.red} />
      <path
        d="M512 864V352M304 560l208-208 208 208"
        fill="none"
        stroke={light ? BRAND_COLORS.white : BRAND_COLORS.nearBlack}
        strokeWidth="80"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
