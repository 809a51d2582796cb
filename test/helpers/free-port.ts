// A TCP port on 127.0.0.1 that nothing listens on just now: one the system
// handed out and that was freed at once. For a process a test starts on a
// port of its own, or for a connection that must be refused.
import net from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
