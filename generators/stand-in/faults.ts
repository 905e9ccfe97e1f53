import type { StandIn } from './server';

/**
 * The faults the stand-in causes on demand (data/stand-in.yaml `faults` describes each for people; a name there
 * without a case here fails the stand-in tests). `last` is the telegram most recently delivered.
 */
export async function causeFault(name: string, standIn: StandIn, last: () => Record<string, unknown> | undefined) {
  const newest = () => standIn.openConnections().at(-1);
  switch (name) {
    case 'restart':
      return standIn.restartServer(0, 1_000, false);
    case 'restart-close':
      return standIn.restartServer(0, 1_000, true);
    case 'duplicate': {
      const message = last();
      if (!message) throw new Error('duplicate: no telegram has been sent yet');
      for (const connection of standIn.openConnections()) standIn.send(connection, message);
      return;
    }
    case 'conflict': {
      const open = standIn.openConnections();
      const appName = open.at(-1)?.entry.appName ?? 'stand-in-left-over';
      // Fill every free slot with left-over sockets, so that Socket Start answers 409 until one is closed.
      standIn.addStaleSocket(appName);
      standIn.refuseNextConnection();
      return;
    }
    case 'silent': {
      const connection = newest();
      if (!connection) throw new Error('silent: no open connection');
      connection.silent = true;
      return;
    }
    case 'error-close': {
      const connection = newest();
      if (!connection) throw new Error('error-close: no open connection');
      standIn.closeWithError(connection, 4503, 'Server error.');
      return;
    }
    case 'change-classification': {
      const connection = newest();
      if (!connection) throw new Error('change-classification: no open connection');
      const classifications = connection.entry.classifications;
      const ends = classifications.slice(-1);
      const after = classifications.slice(0, -1);
      standIn.send(connection, { type: 'change.classification', ends, after });
      connection.entry.classifications = after;
      if (after.length === 0)
        standIn.closeWithError(connection, 4807, 'The contract of every classification has ended.');
      return;
    }
    default:
      throw new Error(`unknown fault "${name}"`);
  }
}
