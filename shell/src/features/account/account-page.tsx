import { useLocation } from '@dpu/router';
import { normalisePath } from '@dpu/contracts';
import { ForgetPage } from './forget-page';
import { LoginPage } from './login-page';
import { RegisterPage } from './register-page';
import { BrandProvider } from '@dpu/ui/form';

const PAGES = { '/login': LoginPage, '/register': RegisterPage, '/forget': ForgetPage } as const;

/** The account pages, one lazily loaded chunk (antd forms stay off public pages). */
export default function AccountPage() {
  const { pathname } = useLocation();
  const Page = PAGES[normalisePath(pathname) as keyof typeof PAGES] ?? LoginPage;
  return (
    <BrandProvider>
      <Page />
    </BrandProvider>
  );
}
