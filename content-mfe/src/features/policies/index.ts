// The policies feature's public surface: the three policy pages.
export { ReturnsPolicyPage } from './components/returns-policy-page';
export { TermsPage } from './components/terms-page';
export { PrivacyPolicyPage } from './components/privacy-policy-page';
