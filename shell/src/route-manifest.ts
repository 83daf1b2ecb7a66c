import { defineRouteManifest } from '@dpu/contracts';

// The shell's own pages (the account pages and the staff console); every other page
// belongs to a remote and comes from that remote's routes.json at run time. Never in the
// sitemap.
export default defineRouteManifest('shell', [
  { path: '/login', head: { title: '登录' } },
  { path: '/register', head: { title: '注册' } },
  { path: '/forget', head: { title: '找回密码' } },
  { path: '/staff', head: { title: '员工工作台' } },
]);
