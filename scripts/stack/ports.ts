import net from 'node:net';

/** A port the stack is about to bind, and who binds it. */
export interface PortClaim {
  name: string;
  port: number;
}

/**
 * Checks every port before anything starts, so a busy port stops the stack before it is
 * half-started.
 *
 * @throws an Error naming each busy port and its owner-to-be.
 */
export async function assertPortsFree(claims: PortClaim[]): Promise<void> {
  const busy: PortClaim[] = [];
  for (const claim of claims) {
    if (!(await isPortFree(claim.port))) busy.push(claim);
  }
  if (busy.length > 0) {
    const lines = busy.map(({ name, port }) => `  port ${port} (${name}) is already in use`);
    throw new Error(
      `Cannot start: ${busy.length === 1 ? 'a port is' : 'ports are'} already in use.\n${lines.join('\n')}\n` +
        'Stop whatever is listening there (another `npm start`?) or choose other ports in .env.',
    );
  }
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port }, () => server.close(() => resolve(true)));
  });
}

/** Resolves once something accepts TCP connections on `port` (localhost). */
export function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A port that was free a moment ago, chosen by the operating system. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen({ port: 0, host: '127.0.0.1' }, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
