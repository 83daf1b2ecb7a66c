import { NavLink } from 'react-router-dom';
import styles from './site-header.module.css';

const MENU = [
  { title: '产品体系', to: '/product' },
  { title: '解决方案', to: '/solution/DPU' },
  { title: '成功案例', to: '/case/localizationTransformation' },
  { title: '新闻中心', to: '/news/newsCenter' },
  { title: '文档中心', to: '/developers' },
  { title: '加入我们', to: '/joinus/social' },
  { title: '关于我们', to: '/about' },
];

export function SiteHeader() {
  return (
    <header className={styles.header} data-testid="site-header">
      <NavLink to="/" className={styles.brand}>
        首页
      </NavLink>
      <nav className={styles.nav} aria-label="主导航">
        {MENU.map((item) => (
          <NavLink key={item.to} to={item.to} className={styles.item}>
            {item.title}
          </NavLink>
        ))}
      </nav>
      <NavLink to="/productStack" className={styles.support}>
        客户支持
      </NavLink>
    </header>
  );
}
