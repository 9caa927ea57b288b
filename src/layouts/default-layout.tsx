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
import { SearchPopup } from '../components/search/search-popup';
import { DeferredFooter as Footer, DeferredProjectsMenu as ProjectsMenu } from './deferred-parts';
import { useCurrentRoute } from '../navigation/use-current-route';
import './layout.css';

function scrollOneScreen() {
  window.scrollBy({ top: window.innerHeight * 0.85, behavior: 'smooth' });
}

/** The layout of every page but the home. */
export function DefaultLayout() {
  const { key } = useLocation();
  useEnterOnNavigation(key);
  const layoutTransition = useTransitionClass('layout');
  const pageTransition = useTransitionClass('page');
  return (
    <div className={`layout layout--default ${layoutTransition}`} data-layout-route={useLayoutRouteId()}>
      <PageLoader />
      <Header />
      <SideRail onAdvance={scrollOneScreen} />
      <main
        id="main"
        className={`layout__main ${pageTransition}`}
        tabIndex={-1}
        data-page-route={useCurrentRoute()?.handle.name}
      >
        <Outlet />
      </main>
      <Footer />
      <ProjectsMenu />
      <SearchPopup />
      <OfflineNotice />
    </div>
  );
}
