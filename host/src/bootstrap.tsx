import { nextTask } from './lib/next-task';

// The shell's libraries are evaluated a few at a time, each when its scripts arrive, in a task
// of its own, rather than all at once with the shell: on a slow phone that one task blocked the
// page for a few hundred milliseconds. Their downloads start together (a server-rendered page
// does not preload them); the shell is asked for once they are in, so that its evaluation does
// not pull them all into one task again.
const libraries = () => [
  import('react-dom/client'),
  Promise.all([import('styled-components'), import('react-router-dom')]),
  Promise.all([import('@reduxjs/toolkit'), import('react-redux')]),
  import('@storefront/platform'),
];

async function start(container: HTMLElement): Promise<void> {
  await Promise.all(libraries());
  await nextTask();
  const { startHost } = await import('./app/start-host');
  await startHost(container);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void start(container);
