import { useLocation } from '@dpu/router';
import { normalisePath } from '@dpu/contracts';
import { ForgetPage } from './forget-page';
import { LoginPage } from './login-page';
import { RegisterPage } from './register-page';

const PAGES = { '/login': LoginPage, '/register': RegisterPage, '/forget': ForgetPage } as const;

/** The account pages, one lazily loaded chunk (their forms are the site's own light fields). */
export default function AccountPage() {
  const { pathname } = useLocation();
  const Page = PAGES[normalisePath(pathname) as keyof typeof PAGES] ?? LoginPage;
  return <Page />;
}
