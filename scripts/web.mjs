// What `npm run web` runs: the app in your browser through the browser host on 127.0.0.1,
// building it first when needed. Arguments go to the host (`npm run web -- --port 0 --no-open`).
import { startBrowserHost } from './lib/web.mjs';

process.exitCode = await startBrowserHost(process.argv.slice(2));
