// The seo feature's public surface: every catalogue page writes its tags through this hook.
export { usePageMeta } from './use-page-meta';
