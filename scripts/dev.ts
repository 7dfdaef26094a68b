// `npm run dev`: the API server (restarted on change) and Vite's dev server with hot reload.
// Open http://localhost:5173; the API runs on http://localhost:3000.
import { spawn } from 'node:child_process';

const children = [
  spawn(process.execPath, ['--watch', 'apps/server/src/main.ts'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@havn/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
