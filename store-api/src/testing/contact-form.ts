// A contact form message (POST /emails/contact) and a bulk-purchasing request (POST /bulk-requests)
// as the content remote sends them, for the tests of the forms and of the limits that count them.
export const CONTACT_FORM_BODY = {
  to: 'support@example.com',
  from: 'ada@example.com',
  replyTo: 'ada@example.com',
  name: 'Ada Lovelace',
  subject: 'Contact form message from Ada Lovelace',
  body: '<p>Do you stock the 40/5 MFD capacitor?</p>',
  type: 'contact_form',
};

export const BULK_REQUEST_BODY = {
  companyName: 'Lone Star Mechanical',
  contactPerson: 'Grace Hopper',
  email: 'grace@lonestar.example',
  products: '40 x condenser fan motors',
};
