import { remoteErrorPlugin } from './remote-error-plugin';
import { RemoteUnavailableError } from './remote-unavailable-error';

type ErrorArgs = Parameters<
  NonNullable<ReturnType<typeof remoteErrorPlugin>['errorLoadRemote']>
>[0];

const failure = (args: Partial<ErrorArgs>) =>
  ({
    id: 'content/routes',
    error: new Error('net::ERR_CONNECTION_REFUSED'),
    origin: {},
    ...args,
  }) as ErrorArgs;

describe('the errorLoadRemote plugin', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

  it('turns a failed module load into a RemoteUnavailableError naming the remote', () => {
    const plugin = remoteErrorPlugin();
    expect(() => plugin.errorLoadRemote?.(failure({ lifecycle: 'onLoad' }))).toThrow(
      RemoteUnavailableError,
    );
    expect(() => plugin.errorLoadRemote?.(failure({ lifecycle: 'onLoad' }))).toThrow(
      'Remote "content" could not load "./routes"',
    );
  });

  it('leaves a failed manifest fetch to the runtime, which then allows a new attempt', () => {
    const plugin = remoteErrorPlugin();
    expect(
      plugin.errorLoadRemote?.(
        failure({ id: 'http://localhost:3004/mf-manifest.json', lifecycle: 'afterResolve' }),
      ),
    ).toBeUndefined();
  });
});
