/**
 * @jest-environment node
 */
// styled-components' CSS is compiled once per server process, and each render still gets the
// styles of its own page (issue 41, item 5).
import { renderToString } from 'react-dom/server';
import styled, { ServerStyleSheet, type IStyleSheetContext } from 'styled-components';
import { rememberingContext, withRememberedStyles } from './remembered-styles';

const Price = styled.p<{ $sale: boolean }>`
  color: ${({ $sale }) => ($sale ? 'crimson' : 'black')};
  & > span {
    font-weight: 700;
  }
`;

/** One server render's markup and style tags, as the page render collects them. */
function render(sale: boolean) {
  const sheet = new ServerStyleSheet();
  const html = renderToString(
    withRememberedStyles(
      sheet.collectStyles(
        <Price $sale={sale}>
          <span>$9</span>
        </Price>,
      ),
    ),
  );
  const styleTags = sheet.getStyleTags();
  sheet.seal();
  return { html, styleTags };
}

describe("styled-components' CSS in the server render", () => {
  it('is compiled once for the same CSS, class and component, and again for other CSS', () => {
    const stylis = Object.assign(
      jest.fn((css: string, selector?: string) => [`${selector}{${css}}`]),
      { hash: 'h' },
    );
    const context = { stylis, styleSheet: {} } as unknown as IStyleSheetContext;
    const remembering = rememberingContext(context);
    expect(rememberingContext(context)).toBe(remembering);
    expect(remembering.stylis.hash).toBe('h');

    expect(remembering.stylis('color:red;', '.a', undefined, 'sc-1')).toEqual(['.a{color:red;}']);
    expect(remembering.stylis('color:red;', '.a', undefined, 'sc-1')).toEqual(['.a{color:red;}']);
    expect(stylis).toHaveBeenCalledTimes(1);
    expect(remembering.stylis('color:blue;', '.b', undefined, 'sc-1')).toEqual(['.b{color:blue;}']);
    expect(stylis).toHaveBeenCalledTimes(2);
  });

  it("gives every render its own page's styles, the same as a render that compiles them", () => {
    const first = render(true);
    const again = render(true);
    const other = render(false);
    expect(again).toEqual(first);
    expect(first.styleTags).toContain('color:crimson;');
    expect(first.styleTags).toMatch(/\.[\w-]+>span\{font-weight:700;\}/);
    expect(other.styleTags).toContain('color:black;');
    expect(other.styleTags).not.toContain('crimson');

    const sheet = new ServerStyleSheet();
    renderToString(sheet.collectStyles(<Price $sale>$9</Price>));
    expect(first.styleTags).toBe(sheet.getStyleTags());
  });
});
