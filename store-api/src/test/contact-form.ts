// A contact form message as the content remote sends it (POST /emails/contact), for the tests of
// the form and of the limits that count it.
export const CONTACT_FORM_BODY = {
  to: 'support@example.com',
  from: 'ada@example.com',
  replyTo: 'ada@example.com',
  name: 'Ada Lovelace',
  subject: 'Contact form message from Ada Lovelace',
  body: '<p>Do you stock the 40/5 MFD capacitor?</p>',
  type: 'contact_form',
};
