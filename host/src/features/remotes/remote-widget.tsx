// A component another remote exposes (the catalog's SearchBox in the nav bar, the cart's
// AddToCart on a product page), with its own fallback so a missing remote leaves a gap, never a
// broken nav bar or page. Remotes' pages reach it through the platform's RemoteWidgetSlot.
import { Suspense, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import type { RemoteWidgetRequest } from '@storefront/platform';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { useRemoteModule, useRemoteModules } from './remote-modules';
import { renderErrorFallback } from './render-error-fallback';

type WidgetModule = Record<string, ComponentType<object> | undefined>;

function LoadedWidget({ remote, expose, exportName, props, fallback }: RemoteWidgetRequest) {
  const loaded = useRemoteModule<WidgetModule>(remote, expose);
  if (!loaded) return fallback;
  const Widget = loaded[exportName] ?? loaded.default;
  if (!Widget) throw new Error(`${remote} ${expose} exports no ${exportName} component`);
  return <Widget {...props} />;
}

export function RemoteWidget({ fallback, ...widget }: RemoteWidgetRequest) {
  // Navigating tries a failed widget again.
  const { pathname } = useLocation();
  const modules = useRemoteModules();
  return (
    <RemoteErrorBoundary
      remote={widget.remote}
      route={pathname}
      onReset={() => modules.forget(widget.remote, widget.expose)}
      recover={(error) => renderErrorFallback(widget.remote, modules, error)}
      fallback={() => fallback}
    >
      {/* While a server-rendered page hydrates, a widget whose remote is late keeps its markup. */}
      <Suspense fallback={fallback}>
        <LoadedWidget {...widget} fallback={fallback} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
