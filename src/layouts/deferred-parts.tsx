import { deferHydration, whenNear, whenOpening } from '../components/deferred/deferred-hydration';
import { Footer, ProjectsMenu } from './eager-parts.server';
// Their styles stay in the shared sheet: the server's HTML of a part is styled before its code loads.
import '../components/footer/footer.css';
import '../components/projects-menu/projects-menu.css';

/** The projects menu: hidden until its header item is used; hydrated when the visitor heads for it. */
export const DeferredProjectsMenu = deferHydration({
  server: ProjectsMenu,
  load: () =>
    import(/* webpackChunkName: "part-projects-menu" */ '../components/projects-menu/projects-menu').then(
      (module) => module.ProjectsMenu,
    ),
  when: whenOpening('[aria-controls="projects-menu"]', (store) => store.getState().menu),
  root: '#projects-menu',
});

/** The footer: below the fold; hydrated when it comes near the screen. */
export const DeferredFooter = deferHydration({
  server: Footer,
  load: () =>
    import(/* webpackChunkName: "part-footer" */ '../components/footer/footer').then(
      (module) => module.Footer,
    ),
  when: whenNear('.site-footer'),
  root: '.site-footer',
});
