/**
 * Whether something accepts connections on a loopback port: how startNginx.ts and the deploy
 * tests' server (tests/deploy/servers.ts) know that the server they started is up.
 */
import { connect } from 'node:net';

export function accepts(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}
