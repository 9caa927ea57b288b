import catalogue from './catalogue.json';
import common from './common.json';
import contact from './contact.json';
import projects from './projects.json';
import properties from './properties.json';
import search from './search.json';

/** Every UI string of this language, by namespace. */
export default { common, catalogue, properties, projects, contact, search };
