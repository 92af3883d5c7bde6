// A component another remote exposes, rendered inside a remote's page (cartCheckout's add-to-cart
// on catalog's product page) through the host's remote widget: the host provides the renderer (its
// module loader, error boundary and server render), so the page never imports the other remote.
// Outside the host (a remote's standalone page, a test) the fallback shows.
import { createContext, useContext, type ReactNode } from 'react';
import type { RemoteName } from '@storefront/contract';

/** Which component to render, with what, and what shows until (or instead, if) it loads. */
export interface RemoteWidgetRequest<Props extends object = object> {
  remote: RemoteName;
  /** The key of the remote's exposes map, e.g. './AddToCart'. */
  expose: string;
  /** The named export holding the component; the default export is used when it is absent. */
  exportName: string;
  /** The props the widget is rendered with: plain data of the contract, never functions. */
  props?: Props;
  fallback: ReactNode;
}

/** How the host renders a remote widget. */
type RenderRemoteWidget = (request: RemoteWidgetRequest) => ReactNode;

const RemoteWidgetRendererContext = createContext<RenderRemoteWidget | null>(null);

/** The host's renderer of remote widgets, for every page below it. */
export function RemoteWidgetRendererProvider({
  render,
  children,
}: {
  render: RenderRemoteWidget;
  children: ReactNode;
}) {
  return (
    <RemoteWidgetRendererContext.Provider value={render}>
      {children}
    </RemoteWidgetRendererContext.Provider>
  );
}

/** Renders another remote's widget through the host; the fallback where no host renders it. */
export function RemoteWidgetSlot<Props extends object>(request: RemoteWidgetRequest<Props>) {
  const render = useContext(RemoteWidgetRendererContext);
  return <>{render ? render(request) : request.fallback}</>;
}
