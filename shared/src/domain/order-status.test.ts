import { orderStatusLabel } from '.';

describe('orderStatusLabel', () => {
  it.each([
    ['pending', 'Pending'],
    ['processing', 'Processing'],
    ['completed', 'Completed'],
    ['cancelled', 'Cancelled'],
    ['canceled', 'Cancelled'],
    ['PENDING', 'Pending'],
    ['on_hold', 'On Hold'],
    ['', ''],
  ])('reads %j as %j', (status, label) => {
    expect(orderStatusLabel(status)).toBe(label);
  });
});
