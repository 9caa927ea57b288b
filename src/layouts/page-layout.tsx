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

function scrollOneScreen() {
  window.scrollBy({ top: window.innerHeight * 0.85, behavior: 'smooth' });
}

/**
 * The two layouts of the site, which differ in how a visitor moves down the page: `default` scrolls
 * (the side rail's arrow scrolls a screen, the footer has the scroll-top link); `slides` shows
 * full-screen slides under a header laid over them, with the floating scroll-top button.
 */
function PageLayout({ variant }: { variant: 'default' | 'slides' }) {
  const { key } = useLocation();
  useEnterOnNavigation(key);
  const layoutTransition = useTransitionClass('layout');
  const pageTransition = useTransitionClass('page');
  const slides = variant === 'slides';
  return (
    <div className={`layout layout--${variant} ${layoutTransition}`} data-layout-route={useLayoutRouteId()}>
      <PageLoader />
      <Header overlay={slides} />
      <SideRail onAdvance={slides ? undefined : scrollOneScreen} />
      <main
        id="main"
        className={`layout__main ${pageTransition}`}
        tabIndex={-1}
        data-page-route={useCurrentRoute()?.handle.name}
      >
        <Outlet />
      </main>
      <Footer showScrollTop={!slides} />
      {slides && <ScrollTopButton />}
      <ProjectsMenu />
      <SearchPopup />
      <OfflineNotice />
    </div>
  );
}

/** The layout of every page but the home. */
export function DefaultLayout() {
  return <PageLayout variant="default" />;
}

/** The second layout: full-screen slides, with the floating scroll-top button. */
export function SlidesLayout() {
  return <PageLayout variant="slides" />;
}
