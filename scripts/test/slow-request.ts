import { connect, type Socket } from 'node:net';

/**
 * A request whose head is sent now and whose body only when `finish()` is called: the server
 * holds it in flight in between (shutdown tests). `finish()` answers the status line and
 * headers of the answer, or whatever arrived before the connection closed.
 */
export function slowRequest(
  port: number,
  head: { method: string; path: string; headers: Record<string, string> },
  body: string,
): { socket: Socket; finish(): Promise<string> } {
  const socket = connect(port, '127.0.0.1');
  const headers = Object.entries({ ...head.headers, 'Content-Length': String(Buffer.byteLength(body)) })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.write(`${head.method} ${head.path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers}\r\n`);
  let answer = '';
  const answered = new Promise<string>((resolve) => {
    socket.on('data', (chunk) => {
      answer += chunk;
      if (answer.includes('\r\n\r\n')) resolve(answer);
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', () => resolve(answer));
  });
  return {
    socket,
    // Not end(): a half-closed client connection makes Node abort the request.
    finish: async () => {
      socket.write(body);
      const answerHead = await answered;
      socket.destroy();
      return answerHead;
    },
  };
}

/** Whether a new TCP connection to `port` on 127.0.0.1 is accepted (the stack runner's check). */
export { canConnect } from '../stack/ports.ts';
