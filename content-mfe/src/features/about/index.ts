// The about feature's public surface.
export { AboutPage } from './components/about-page';
