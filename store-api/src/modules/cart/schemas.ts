// Path schemas of the cart routes (the bodies and the cart record are in @storefront/contract/records).
import { guestIdSchema } from '@storefront/contract/records';
import { z } from 'zod';
import { idParam } from '../../schemas/common.js';

export const guestCartParams = z.object({ guestId: guestIdSchema });

/** `{id}` of an item route is the product id: a cart has one line per product. */
export const productIdParam = idParam('Product id');
