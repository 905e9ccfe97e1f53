import path from 'node:path';
import { repoRoot } from '../data/data-source';
import { startStaticServer } from './static-server';

const portArg = process.argv.indexOf('--port');
const port = portArg >= 0 ? Number(process.argv[portArg + 1]) : 3000;
const rootArg = process.argv.indexOf('--root');
const root = rootArg >= 0 ? path.resolve(process.argv[rootArg + 1]) : path.join(repoRoot, 'dist/client');
const host = process.env.HOST ?? 'localhost';

startStaticServer(root, port, host).then(
  () => console.log(`Serving ${path.relative(repoRoot, root) || root} at http://${host}:${port}/ (Ctrl+C to stop)`),
  (error: Error) => {
    console.error(`Could not start the server on port ${port}: ${error.message}`);
    process.exit(1);
  },
);
