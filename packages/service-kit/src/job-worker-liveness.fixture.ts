// A replica's job worker for job-worker-liveness.test.ts: takes `block` jobs that never end and says
// so on stdout (`started <job key>`), until the test kills it. Argument: the queue's database URL.
import { startJobWorker } from './job-worker.ts';

const [connection] = process.argv.slice(2);
if (!connection) throw new Error('usage: job-worker-liveness.fixture.ts <database url>');

await startJobWorker({
  connection,
  tasks: {
    block: (_payload, job) => {
      process.stdout.write(`started ${job.jobKey}\n`);
      return new Promise<void>(() => {});
    },
  },
  log: () => {},
  pollIntervalMs: 20,
  concurrency: 1,
});
process.stdout.write('ready\n');
