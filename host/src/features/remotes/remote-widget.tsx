// A component another remote exposes (the catalog's SearchBox in the nav bar), with its own
// fallback so a missing remote leaves a gap, never a broken nav bar.
import type { ComponentType, ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { RemoteName } from '@storefront/shared';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { useRemoteModule, useRemoteModules } from './remote-modules';

interface RemoteWidgetProps {
  remote: RemoteName;
  expose: string;
  /** The named export holding the component; the default export is used when it is absent. */
  exportName: string;
  fallback: ReactNode;
}

type WidgetModule = Record<string, ComponentType | undefined>;

function LoadedWidget({ remote, expose, exportName, fallback }: RemoteWidgetProps) {
  const loaded = useRemoteModule<WidgetModule>(remote, expose);
  if (!loaded) return fallback;
  const Widget = loaded[exportName] ?? loaded.default;
  if (!Widget) throw new Error(`${remote} ${expose} exports no ${exportName} component`);
  return <Widget />;
}

export function RemoteWidget({ fallback, ...widget }: RemoteWidgetProps) {
  // Navigating tries a failed widget again.
  const { pathname } = useLocation();
  const modules = useRemoteModules();
  return (
    <RemoteErrorBoundary
      remote={widget.remote}
      route={pathname}
      onReset={() => modules.forget(widget.remote, widget.expose)}
      fallback={() => fallback}
    >
      <LoadedWidget {...widget} fallback={fallback} />
    </RemoteErrorBoundary>
  );
}
