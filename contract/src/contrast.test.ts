import { contrastRatio, ensureContrast, mix, readableTextOn, relativeLuminance } from './contrast';

describe('contrastRatio', () => {
  it('is 21:1 for black on white and 1:1 for a colour on itself, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1f4e79', '#1f4e79')).toBe(1);
  });

  it('matches the ratios the issue measured on the live site', () => {
    // White footer text on the default store's amber, and the Parts hero button.
    expect(contrastRatio('#ffffff', '#f2a900')).toBeCloseTo(2.0, 1);
    expect(contrastRatio('#212121', '#c62828')).toBeCloseTo(2.86, 1);
  });

  it('uses the WCAG luminance curve, not a straight average', () => {
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(relativeLuminance('#808080')).toBeCloseTo(0.2159, 3);
  });

  it('refuses a colour it cannot read instead of guessing', () => {
    expect(() => contrastRatio('red', '#ffffff')).toThrow(/not a #rgb/);
  });
});

describe('readableTextOn', () => {
  it("keeps the store's preferred text colour when it is readable", () => {
    expect(readableTextOn('#1f4e79', ['#ffffff'])).toBe('#ffffff');
  });

  it('falls through the preferences to the first readable one', () => {
    expect(readableTextOn('#f2a900', ['#ffffff', '#1c2530'])).toBe('#1c2530');
  });

  it('picks black or white when no preference is readable', () => {
    expect(readableTextOn('#c62828', ['#ffd54f', '#212121'])).toBe('#ffffff');
    expect(readableTextOn('#ff7043', ['#ffffff'])).toBe('#000000');
  });

  it('reaches 4.5:1 on any background', () => {
    for (const background of ['#808080', '#767676', '#ff0000', '#00ff00', '#0000ff', '#f2a900']) {
      expect(contrastRatio(readableTextOn(background), background)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('ensureContrast', () => {
  it('leaves a colour that already reaches the ratio alone', () => {
    expect(ensureContrast('#1f4e79', ['#ffffff'], 4.5)).toBe('#1f4e79');
  });

  it('darkens a light brand colour just enough for links on white, keeping its hue', () => {
    const link = ensureContrast('#f2a900', ['#ffffff'], 4.5);
    expect(contrastRatio(link, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(mix('#f2a900', '#000000', 0.05), '#ffffff')).toBeLessThan(4.5);
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(link.slice(i, i + 2), 16)) as number[];
    expect(r).toBeGreaterThan(g!);
    expect(g).toBeGreaterThan(b!);
  });

  it('lightens a dark colour for a dark background', () => {
    const light = ensureContrast('#37474f', ['#121212'], 4.5);
    expect(relativeLuminance(light)).toBeGreaterThan(relativeLuminance('#37474f'));
    expect(contrastRatio(light, '#121212')).toBeGreaterThanOrEqual(4.5);
  });

  it('holds against every background it is given', () => {
    const color = ensureContrast('#ff7043', ['#ffffff', '#f4fbfa'], 3);
    expect(contrastRatio(color, '#ffffff')).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(color, '#f4fbfa')).toBeGreaterThanOrEqual(3);
  });
});
