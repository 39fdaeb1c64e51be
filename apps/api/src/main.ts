import { exitOnStartFailure, runProcess } from './runtime.ts';

/** The API process (npm start / npm run dev): HTTP, and the background workers unless WORKERS=0. */
runProcess('api').catch(exitOnStartFailure);
