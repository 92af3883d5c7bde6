import { startHost } from './app/start-host';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void startHost(container);
