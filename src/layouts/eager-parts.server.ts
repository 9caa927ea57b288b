// The parts of the layouts that hydrate later (deferred-parts.tsx), as the server renders them: the
// browser build leaves this module out, so their code reaches the browser only in their own chunks.
export { Footer } from '../components/footer/footer';
export { ProjectsMenu } from '../components/projects-menu/projects-menu';
