// The signals feature's public surface: this page's shoppers' signals (views, errors, Web Vitals).
export { pageSignals } from './page-signals';
