export { default } from '../editorial/editorial-page';
