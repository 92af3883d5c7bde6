// Screen-size rules shared by the shell and the remotes, so "phone" means the same width everywhere.
import { css } from 'styled-components';

/** Media query of the compact phone layout: narrower than the theme's `md` breakpoint (768px). */
export const PHONE_MEDIA = '(max-width: 767.98px)';

/**
 * At least 44 × 44 px on phones and touch screens (WCAG 2.5.5), where a finger, not a pointer,
 * has to hit the control. An inline element also needs a `display` that honours min sizes.
 */
export const touchTarget = css`
  @media ${PHONE_MEDIA}, (pointer: coarse) {
    min-width: 44px;
    min-height: 44px;
  }
`;
