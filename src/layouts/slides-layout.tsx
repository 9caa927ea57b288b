import { Outlet, useLocation } from 'react-router';
import { SideRail } from '../components/aside/side-rail';
import { Header } from '../components/header/header';
import { PageLoader } from '../components/loading-bar/loading-bar';
import {
  useEnterOnNavigation,
  useLayoutRouteId,
  useTransitionClass,
} from '../components/route-transition/route-transition';
import { OfflineNotice } from '../components/offline-notice/offline-notice';
import { ScrollTopButton } from '../components/scroll-top/scroll-top-button';
import { SearchPopup } from '../components/search/search-popup';
import { DeferredFooter as Footer, DeferredProjectsMenu as ProjectsMenu } from './deferred-parts';
import { useCurrentRoute } from '../navigation/use-current-route';
import './layout.css';

/** The second layout: full-screen slides, with the floating scroll-top button. */
export function SlidesLayout() {
  const { key } = useLocation();
  useEnterOnNavigation(key);
  const layoutTransition = useTransitionClass('layout');
  const pageTransition = useTransitionClass('page');
  return (
    <div className={`layout layout--slides ${layoutTransition}`} data-layout-route={useLayoutRouteId()}>
      <PageLoader />
      <Header overlay />
      <SideRail />
      <main
        id="main"
        className={`layout__main ${pageTransition}`}
        tabIndex={-1}
        data-page-route={useCurrentRoute()?.handle.name}
      >
        <Outlet />
      </main>
      <Footer showScrollTop={false} />
      <ScrollTopButton />
      <ProjectsMenu />
      <SearchPopup />
      <OfflineNotice />
    </div>
  );
}
