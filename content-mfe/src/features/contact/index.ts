// The contact feature's public surface.
export { ContactPage } from './components/contact-page';
