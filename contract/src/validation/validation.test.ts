import {
  addressFormSchema,
  bulkRequestSchema,
  canSubmitLogin,
  checkoutSessionBodySchema,
  contactMessageSchema,
  countryName,
  customerInfoSchema,
  firstErrorMessage,
  passwordPairSchema,
  profileUpdateSchema,
  registrationSchema,
  resetPasswordBodySchema,
  savedBillingAddressSchema,
  setPasswordBodySchema,
  shippingServerAddressSchema,
  type AddressFormInput,
} from './index';
import { BULK_MESSAGES } from './bulk';
import { COUNTRIES, US_STATES } from './regions';
import {
  billingServerAddressSchema,
  validateBillingAddress,
  validateShippingAddress,
} from './address';
import { fieldErrors } from './result';
import { resetPasswordSchema } from './auth';

const address: AddressFormInput = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '12 Main St',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  country: 'US',
};

describe('address rules', () => {
  it('accepts a complete contiguous-US address', () => {
    expect(validateShippingAddress(address)).toBeNull();
    expect(validateBillingAddress({ ...address, zipCode: '78701-1234' })).toBeNull();
  });

  it.each(['firstName', 'lastName', 'address', 'city', 'state', 'zipCode', 'country'] as const)(
    "asks to 'Please fill in all required fields' without %s",
    (field) => {
      expect(validateShippingAddress({ ...address, [field]: '  ' })).toBe(
        'Please fill in all required fields',
      );
    },
  );

  it('refuses a state that is not in the US list', () => {
    expect(validateShippingAddress({ ...address, state: 'ZZ' })).toBe(
      'Please select a valid US state',
    );
  });

  it('refuses Alaska as a shipping state', () => {
    expect(validateShippingAddress({ ...address, state: 'AK' })).toBe(
      "We're sorry, but we currently don't ship to Alaska",
    );
  });

  it('refuses Hawaii as a billing state', () => {
    expect(validateBillingAddress({ ...address, state: 'HI' })).toBe(
      "We're sorry, but we currently don't accept billing addresses from Hawaii",
    );
  });

  it.each(['1234', '123456', '12345-678', 'ABCDE'])('refuses the ZIP code %s', (zipCode) => {
    expect(validateShippingAddress({ ...address, zipCode })).toBe(
      'Please enter a valid US ZIP code (e.g., 12345 or 12345-6789)',
    );
  });

  it('accepts United States spelled out and stores it as US', () => {
    const parsed = billingServerAddressSchema.parse({
      street: '12 Main St, Apt 4',
      city: 'Austin',
      state: 'Texas',
      postal_code: '78701',
      country: 'United States',
    });
    expect(parsed).toMatchObject({ country: 'US', state: 'TX' });
  });

  it('applies the same rules to server addresses', () => {
    const result = shippingServerAddressSchema.safeParse({
      street: '1 Aloha Way',
      city: 'Honolulu',
      state: 'HI',
      postal_code: '96813',
      country: 'US',
    });
    expect(firstErrorMessage(result)).toBe("We're sorry, but we currently don't ship to Hawaii");
    expect(fieldErrors(result)).toEqual({
      state: "We're sorry, but we currently don't ship to Hawaii",
    });
  });

  it('refuses countries that are not available', () => {
    expect(validateShippingAddress({ ...address, country: 'CA' })).toBe(
      'Please select a valid country',
    );
  });
});

describe('state and country lists', () => {
  it('lists the 50 states plus DC, with Alaska and Hawaii not shippable', () => {
    expect(US_STATES).toHaveLength(51);
    expect(US_STATES.filter((state) => !state.shippable).map((state) => state.code)).toEqual([
      'AK',
      'HI',
    ]);
  });

  it('lists 11 countries with only the US enabled', () => {
    expect(COUNTRIES.map((country) => country.code)).toEqual([
      'US',
      'CA',
      'MX',
      'GB',
      'AU',
      'DE',
      'FR',
      'JP',
      'CN',
      'BR',
      'IN',
    ]);
    expect(COUNTRIES.filter((country) => country.enabled).map((country) => country.code)).toEqual([
      'US',
    ]);
    expect(countryName('US')).toBe('United States');
  });
});

describe('account rules', () => {
  const registration = {
    firstName: ' Ada ',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    password: 'secret1',
  };

  it('trims names and keeps the phone optional at registration', () => {
    expect(registrationSchema.parse(registration)).toEqual({
      ...registration,
      firstName: 'Ada',
      phone: undefined,
    });
  });

  it('needs a password of at least 6 characters', () => {
    expect(
      firstErrorMessage(registrationSchema.safeParse({ ...registration, password: '12345' })),
    ).toBe('Password must be at least 6 characters');
  });

  it('needs first name, last name and email', () => {
    const errors = fieldErrors(
      registrationSchema.safeParse({ ...registration, firstName: ' ', email: '' }),
    );
    expect(errors).toEqual({ firstName: 'First name is required', email: 'Email is required' });
  });

  it('enables the login button only when both fields are filled', () => {
    expect(canSubmitLogin({ email: 'a@b.co', password: '' })).toBe(false);
    expect(canSubmitLogin({ email: 'a@b.co', password: 'x' })).toBe(true);
  });

  it("says 'Passwords do not match' for different passwords", () => {
    expect(
      firstErrorMessage(
        passwordPairSchema.safeParse({ password: 'secret1', confirmPassword: 'secret2' }),
      ),
    ).toBe('Passwords do not match');
    expect(
      firstErrorMessage(passwordPairSchema.safeParse({ password: 'abc', confirmPassword: 'abc' })),
    ).toBe('Password must be at least 6 characters');
  });

  it('refuses a reset without token or email', () => {
    const result = resetPasswordSchema.safeParse({
      token: '',
      email: 'a@b.co',
      password: 'secret1',
      confirmPassword: 'secret1',
    });
    expect(firstErrorMessage(result)).toBe(
      'Invalid or missing reset token. Please request a new password reset link.',
    );
  });
});

describe('checkout and contact rules', () => {
  it('needs first name, last name and email in the customer step', () => {
    expect(
      firstErrorMessage(
        customerInfoSchema.safeParse({ firstName: 'Ada', lastName: '', email: 'a@b.co' }),
      ),
    ).toBe('Please fill in all required fields');
    expect(
      customerInfoSchema.safeParse({ firstName: 'Ada', lastName: 'L', email: 'a@b.co' }).success,
    ).toBe(true);
  });

  it('needs name, email and message in the contact form', () => {
    expect(
      contactMessageSchema.safeParse({ name: 'Ada', email: 'a@b.co', message: 'Hello' }).success,
    ).toBe(true);
    expect(
      fieldErrors(contactMessageSchema.safeParse({ name: '', email: 'a@b.co', message: ' ' })),
    ).toEqual({
      name: 'Please fill in all required fields',
      message: 'Please fill in all required fields',
    });
  });

  it('limits the contact texts so the form and the API refuse the same over-long input', () => {
    expect(
      firstErrorMessage(
        contactMessageSchema.safeParse({ name: 'Ada', email: 'a@b.co', message: 'x'.repeat(5001) }),
      ),
    ).toBe('Message must be at most 5000 characters');
  });

  it('needs company, contact person, email and products in a bulk request, the rest optional', () => {
    const parsed = bulkRequestSchema.safeParse({
      companyName: ' Acme ',
      contactPerson: 'Wile',
      email: 'wile@acme.example',
      products: '1 anvil',
    });
    expect(parsed.success && parsed.data).toMatchObject({ companyName: 'Acme', phone: '' });
    expect(fieldErrors(bulkRequestSchema.safeParse({ email: 'nope' }))).toEqual({
      companyName: BULK_MESSAGES.companyNameRequired,
      contactPerson: BULK_MESSAGES.contactPersonRequired,
      email: 'Please enter a valid email address',
      products: BULK_MESSAGES.productsRequired,
    });
  });
});

describe('the create-session body', () => {
  const line = { id: 12, itemQuantity: 2, itemName: 'Fan', sku: 'FAN-1', price: 19.99, image: '' };
  const checkoutAddress = {
    first_name: 'Ada',
    last_name: 'Lovelace',
    address1: '12 Main St',
    address2: 'Apt 4',
    city: 'Austin',
    state: 'Texas',
    postal_code: '78701',
    country: 'United States',
    phone: '512-555-0100',
  };
  const body = {
    items: [line],
    customer: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', phone: '' },
    shippingAddress: checkoutAddress,
    billingAddress: checkoutAddress,
    origin: 'https://anywhere.example',
    shipping_fee: 5,
    metadata: { isGuest: true, userId: null, storeId: 'hvac' },
  };

  it('accepts SPEC §7 body and stores state and country as codes', () => {
    const parsed = checkoutSessionBodySchema.parse(body);
    expect(parsed.shippingAddress.state).toBe('TX');
    expect(parsed.shippingAddress.country).toBe('US');
    expect(parsed.items).toEqual([line]);
  });

  it('refuses Alaska for shipping and Hawaii for billing with their own messages', () => {
    const result = checkoutSessionBodySchema.safeParse({
      ...body,
      shippingAddress: { ...checkoutAddress, state: 'AK' },
      billingAddress: { ...checkoutAddress, state: 'HI' },
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toContain("We're sorry, but we currently don't ship to Alaska");
    expect(messages).toContain(
      "We're sorry, but we currently don't accept billing addresses from Hawaii",
    );
  });

  it('asks for the required fields, a ZIP code and at least one whole quantity', () => {
    const result = checkoutSessionBodySchema.safeParse({
      ...body,
      items: [{ id: 12, itemQuantity: 0.5 }],
      customer: { first_name: ' ', last_name: 'Lovelace' },
      shippingAddress: { ...checkoutAddress, address1: '' },
      billingAddress: { ...checkoutAddress, postal_code: '7870' },
    });
    const issues = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(issues).toEqual({
      'items.0.itemQuantity': 'Each item needs a whole quantity',
      'customer.first_name': 'Please fill in all required fields',
      'shippingAddress.address1': 'Please fill in all required fields',
      'billingAddress.postal_code': 'Please enter a valid US ZIP code (e.g., 12345 or 12345-6789)',
    });
  });

  it('refuses an empty cart and leaves the email to the API (a signed-in customer may omit it)', () => {
    expect(
      checkoutSessionBodySchema.safeParse({ ...body, items: [] }).error?.issues[0]?.message,
    ).toBe('Your cart is empty');
    const { billingAddress: _billing, ...withoutBilling } = body;
    expect(
      checkoutSessionBodySchema.safeParse({
        ...withoutBilling,
        customer: { first_name: 'Ada', last_name: 'Lovelace' },
      }).success,
    ).toBe(true);
  });
});

describe('the US phone number rule (issue 36)', () => {
  const PHONE_MESSAGE = 'Please enter a valid US phone number (e.g., 555-123-4567)';
  const customer = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };

  it.each([
    ['555-123-4567'],
    ['(555) 123-4567'],
    ['555.123.4567'],
    ['555 123 4567'],
    ['5551234567'],
    ['1-555-123-4567'],
    ['+1 (555) 123-4567'],
    ['15551234567'],
  ])('takes %s and keeps it as (555) 123-4567', (typed) => {
    expect(customerInfoSchema.parse({ ...customer, phone: typed }).phone).toBe('(555) 123-4567');
  });

  it.each([['abc'], ['555-0100'], ['555-123-45678'], ['2-555-123-4567'], ['555-123-4567 ext 2']])(
    "refuses %s with 'Please enter a valid US phone number'",
    (typed) => {
      expect(firstErrorMessage(customerInfoSchema.safeParse({ ...customer, phone: typed }))).toBe(
        PHONE_MESSAGE,
      );
    },
  );

  it('is the rule of the address forms, registration, the profile and the create-session body', () => {
    expect(
      fieldErrors(addressFormSchema('billing').safeParse({ ...address, phone: 'abc' })),
    ).toEqual({
      phone: PHONE_MESSAGE,
    });
    const registration = { ...customer, password: 'secret1' };
    expect(firstErrorMessage(registrationSchema.safeParse({ ...registration, phone: 'abc' }))).toBe(
      PHONE_MESSAGE,
    );
    expect(registrationSchema.parse({ ...registration, phone: '512 555 0142' }).phone).toBe(
      '(512) 555-0142',
    );
    expect(
      firstErrorMessage(profileUpdateSchema.safeParse({ ...customer, phone: 'call me' })),
    ).toBe(PHONE_MESSAGE);
    expect(
      firstErrorMessage(
        savedBillingAddressSchema.safeParse({
          first_name: 'Ada',
          last_name: 'Lovelace',
          street: '1 Main St',
          city: 'Austin',
          state: 'TX',
          postal_code: '78701',
          country: 'US',
          phone: 'abc',
        }),
      ),
    ).toBe(PHONE_MESSAGE);
  });

  it('keeps the phone optional: blank is no phone', () => {
    expect(customerInfoSchema.parse({ ...customer, phone: ' ' }).phone).toBe('');
    expect(addressFormSchema('shipping').parse({ ...address, phone: '' }).phone).toBe('');
  });
});

describe('account bodies of the store API', () => {
  const address = {
    street: '1 Main St',
    city: 'Austin',
    state: 'TX',
    postal_code: '78701',
    country: 'US',
  };

  it('limits lengths: password 128, names 100, email 254, phone 30, address lines 200', () => {
    const valid = { firstName: 'A', lastName: 'B', email: 'a@b.co', password: 'secret1' };
    expect(registrationSchema.safeParse(valid).success).toBe(true);
    expect(
      firstErrorMessage(registrationSchema.safeParse({ ...valid, password: 'x'.repeat(129) })),
    ).toBe('Password must be at most 128 characters');
    expect(
      firstErrorMessage(registrationSchema.safeParse({ ...valid, firstName: 'x'.repeat(101) })),
    ).toBe('First name must be at most 100 characters');
    expect(
      registrationSchema.safeParse({ ...valid, email: `${'x'.repeat(250)}@b.co` }).success,
    ).toBe(false);
    expect(registrationSchema.safeParse({ ...valid, phone: '1'.repeat(31) }).success).toBe(false);
    expect(
      firstErrorMessage(
        shippingServerAddressSchema.safeParse({ ...address, street: 'x'.repeat(201) }),
      ),
    ).toBe('Street must be at most 200 characters');
  });

  it('profile update: email optional, empty phone clears, null address clears', () => {
    const parsed = profileUpdateSchema.parse({
      firstName: ' A ',
      lastName: 'B',
      phone: ' ',
      shippingAddress: null,
    });
    expect(parsed).toEqual({ firstName: 'A', lastName: 'B', phone: null, shippingAddress: null });
    expect(
      firstErrorMessage(
        profileUpdateSchema.safeParse({
          firstName: 'A',
          lastName: 'B',
          shippingAddress: { ...address, state: 'AK' },
        }),
      ),
    ).toBe("We're sorry, but we currently don't ship to Alaska");
  });

  it('saved billing address: names required, billing rules, phone optional', () => {
    const saved = { first_name: 'A', last_name: 'B', ...address, state: 'texas' };
    expect(savedBillingAddressSchema.parse(saved)).toEqual({ ...saved, state: 'TX', phone: '' });
    expect(
      firstErrorMessage(savedBillingAddressSchema.safeParse({ ...saved, last_name: ' ' })),
    ).toBe('Please fill in all required fields');
    expect(firstErrorMessage(savedBillingAddressSchema.safeParse({ ...saved, state: 'HI' }))).toBe(
      "We're sorry, but we currently don't accept billing addresses from Hawaii",
    );
  });

  it('reset and set-password bodies need a token, an email and a 6..128 password', () => {
    expect(
      resetPasswordBodySchema.safeParse({ token: 't', email: 'a@b.co', password: 'secret1' })
        .success,
    ).toBe(true);
    expect(
      firstErrorMessage(
        resetPasswordBodySchema.safeParse({ token: ' ', email: 'a@b.co', password: 'secret1' }),
      ),
    ).toBe('Invalid or missing reset token. Please request a new password reset link.');
    expect(
      setPasswordBodySchema.safeParse({
        email: 'a@b.co',
        password: 'secret1',
        token: 't',
        orderId: 12,
      }).success,
    ).toBe(true);
    expect(
      firstErrorMessage(
        setPasswordBodySchema.safeParse({ email: 'a@b.co', password: '12345', token: 't' }),
      ),
    ).toBe('Password must be at least 6 characters');
    expect(
      firstErrorMessage(setPasswordBodySchema.safeParse({ email: 'a@b.co', password: 'secret1' })),
    ).toBe(
      'This link to set your password is invalid, has expired or was already used. If you have set your password, please log in; otherwise ask for a new link.',
    );
  });
});
