import { orderListMessages, parseOrderList } from './parse-order-list';

describe('parseOrderList', () => {
  it('reads `part number, quantity` lines, a missing quantity ordering one', () => {
    expect(parseOrderList('DF-CRX-000035, 3\r\ndf crx 23,1\n\nTH-269269-32\n')).toEqual({
      lines: [
        { partNumber: 'DF-CRX-000035', quantity: 3 },
        { partNumber: 'df crx 23', quantity: 1 },
        { partNumber: 'TH-269269-32', quantity: 1 },
      ],
    });
  });

  it('reads rows copied from a spreadsheet (tabs), skipping a header row', () => {
    expect(parseOrderList('Part number\tQty\nDF-CRX-000035\t12\nMEFAN269329\t2\n')).toEqual({
      lines: [
        { partNumber: 'DF-CRX-000035', quantity: 12 },
        { partNumber: 'MEFAN269329', quantity: 2 },
      ],
    });
  });

  it('reads a CSV file with quoted fields and a byte-order mark', () => {
    expect(parseOrderList('\uFEFF"Part, number","Quantity"\n"DF-CRX-000035","4"\n')).toEqual({
      lines: [{ partNumber: 'DF-CRX-000035', quantity: 4 }],
    });
  });

  it('keeps formulas and markup as plain text', () => {
    expect(parseOrderList('=HYPERLINK("http://x"),1\n<b>DF-1</b>,2')).toEqual({
      lines: [
        { partNumber: '=HYPERLINK("http://x")', quantity: 1 },
        { partNumber: '<b>DF-1</b>', quantity: 2 },
      ],
    });
  });

  it('names the line of a bad quantity', () => {
    expect(parseOrderList('DF-1,2\nDF-2,two\n')).toEqual({
      error: 'Line 2: the quantity must be a whole number from 1 to 999.',
    });
    expect(parseOrderList('DF-1,0')).toEqual({
      error: 'Line 1: the quantity must be a whole number from 1 to 999.',
    });
    expect(parseOrderList('DF-1,1.5')).toEqual({
      error: 'Line 1: the quantity must be a whole number from 1 to 999.',
    });
  });

  it('names the line of a malformed CSV', () => {
    const result = parseOrderList('DF-1,2\nDF-2,3\n"DF-3,4\n');
    expect(result).toEqual({ error: expect.stringMatching(/^Line 3: /) });
  });

  it('refuses more than 100 items, an empty list and a file over 64 KB', () => {
    const lines = Array.from({ length: 101 }, (_, index) => `DF-${index},1`).join('\n');
    expect(parseOrderList(lines)).toEqual({
      error:
        'That list has 101 items; a quick order takes up to 100. Split it into several orders, or ask us about bulk purchasing.',
    });
    expect(parseOrderList(lines.split('\n').slice(0, 100).join('\n'))).toEqual({
      lines: expect.any(Array),
    });
    expect(parseOrderList('\n \n')).toEqual({ error: 'The list has no part numbers.' });
    expect(parseOrderList(`DF-1,${'1'.repeat(70 * 1024)}`)).toEqual({
      error: orderListMessages.tooLarge,
    });
    expect(orderListMessages.tooLarge).toBe(
      'That list is too large: a quick order takes files up to 64 KB.',
    );
  });
});
