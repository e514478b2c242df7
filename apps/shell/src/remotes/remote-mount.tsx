import type { RemoteName } from '@fsp/contracts';
import { LoadingState } from '@fsp/ui';
import { Suspense, useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { REMOTE_AREAS } from './remote-areas.js';
import type { RemoteComponents } from './remote-components.js';
import { useRemoteComponents } from './remote-components-context.js';
import { RemoteErrorBoundary } from './remote-error-boundary.js';
import { describeRelease } from './remote-release.js';

function RemoteComponent({ components, remote, expose }: { components: RemoteComponents; remote: RemoteName; expose: string }) {
  const Exposed = components.get(remote, expose);
  return <Exposed />;
}

/** One remote's page, loaded at runtime inside its own error boundary with a retry that needs no reload. */
export function RemoteMount({ remote, expose }: { remote: RemoteName; expose: string }) {
  const components = useRemoteComponents();
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const area = REMOTE_AREAS[remote];
  const retry = useCallback(() => {
    components.retry(remote);
    setAttempt((previous) => previous + 1);
  }, [components, remote]);
  const describe = useCallback(() => describeRelease(components.release(remote)), [components, remote]);

  return (
    <RemoteErrorBoundary key={remote} area={area} describeRelease={describe} resetKey={pathname} onRetry={retry}>
      <Suspense fallback={<LoadingState label={`Loading ${area.replace(/^The /, 'the ')}…`} />}>
        <RemoteComponent key={attempt} components={components} remote={remote} expose={expose} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
