// styled-components' CSS compiled once per process for the server render (issue 41, item 5).
import { LRUCache } from 'lru-cache';
import { StyleSheetConsumer, StyleSheetContext, type IStyleSheetContext } from 'styled-components';

/** Compiled rule sets kept across renders (a page has some 200–400 of its own). */
const COMPILED_STYLES_MAX = 5000;

type Stylis = IStyleSheetContext['stylis'];

/** Per styled-components context, the same context with a stylis that remembers what it compiled. */
const rememberingStylis = new WeakMap<IStyleSheetContext, IStyleSheetContext>();

/**
 * styled-components compiles a component's CSS with stylis whenever the render's style sheet
 * lacks it, and each render has a sheet of its own (the styles of that page only): every render
 * compiled every rule set of the page again, the largest part of its styling cost. The same CSS,
 * class and component give the same rules, so they are compiled once per process and kept.
 */
export function rememberingContext(context: IStyleSheetContext): IStyleSheetContext {
  let remembering = rememberingStylis.get(context);
  if (!remembering) {
    const stylis = context.stylis;
    const compiled = new LRUCache<string, string[]>({ max: COMPILED_STYLES_MAX });
    const remember: Stylis = Object.assign(
      (css: string, selector?: string, prefix?: string, componentId?: string) => {
        const key = `${componentId}\n${selector}\n${prefix}\n${css}`;
        let rules = compiled.get(key);
        if (!rules) {
          rules = stylis(css, selector, prefix, componentId);
          compiled.set(key, rules);
        }
        return rules;
      },
      { hash: stylis.hash },
    );
    remembering = { ...context, stylis: remember };
    rememberingStylis.set(context, remembering);
  }
  return remembering;
}

/** `element` rendered with styled-components' compiler remembering what it compiled. */
export function withRememberedStyles(element: React.ReactElement): React.ReactElement {
  return (
    <StyleSheetConsumer>
      {(context) => (
        <StyleSheetContext.Provider value={rememberingContext(context)}>
          {element}
        </StyleSheetContext.Provider>
      )}
    </StyleSheetConsumer>
  );
}
