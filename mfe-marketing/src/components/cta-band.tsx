import { ButtonLink, PageBanner } from '@dpu/ui';

export interface CtaBandProps {
  title: string;
  text?: string;
  action: { label: string; to: string };
}

/** A closing call to action (usually to /contact): the banner's band look with one button. */
export function CtaBand({ title, text, action }: CtaBandProps) {
  return (
    <PageBanner
      variant="band"
      title={title}
      subtitle={text}
      actions={<ButtonLink to={action.to}>{action.label}</ButtonLink>}
    />
  );
}
