// `npm run dev`: the API with watch (port 3000) and Vite with HMR (port 5173, proxying /api).
import { spawn } from 'node:child_process';

const procs = [
  spawn('npm', ['run', 'dev', '-w', '@tenho/api'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@tenho/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const p of procs) p.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const p of procs) p.on('exit', (code) => code && code !== 0 && stop());
