import { missingToolsMessage, thisMachine } from './test-tools.ts';

/**
 * The first step of `npm test` (package.json): before any test runs, checks that the programs the
 * journeys need are on this machine and otherwise stops with one message naming the commands
 * that install them (docs/decisions/071).
 */
const message = missingToolsMessage(thisMachine());
if (message) {
  console.error(message);
  process.exit(1);
}
