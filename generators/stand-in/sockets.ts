import type { WebSocket } from 'ws';

/** What the REST and WebSocket sides of the stand-in share: the sockets it issued and their connections. */

export const now = () => new Date().toISOString();

export interface SocketEntry {
  id: number;
  ticket: string | null;
  classifications: string[];
  test: 'no' | 'including';
  types: string[] | null;
  formats: string[];
  appName: string | null;
  start: string;
  end: string | null;
  status: 'waiting' | 'open' | 'closed';
  server: string | null;
  connection?: StandInConnection;
  /** A socket the stand-in pretends a crashed client left open: it ends by itself at this time (ping timeout). */
  expiresAt?: number;
}

export interface StandInConnection {
  socket: WebSocket;
  entry: SocketEntry;
  /** Index of the server (0 for ws001). */
  server: number;
  /** pingIds sent and pongs received, in order. */
  pings: string[];
  pongs: string[];
  /** A silent connection sends nothing (no ping, no data) and does not close. */
  silent: boolean;
  closed: boolean;
  /** The documented code the stand-in closed this connection with, if it did. */
  closedWith?: number;
}

/** The sockets still open or waiting; left-over sockets whose time is up are closed first. */
export function liveSockets(sockets: SocketEntry[]): SocketEntry[] {
  for (const entry of sockets) {
    if (entry.status === 'open' && entry.expiresAt !== undefined && Date.now() >= entry.expiresAt) {
      entry.status = 'closed';
      entry.end = now();
    }
  }
  return sockets.filter((entry) => entry.status === 'open' || entry.status === 'waiting');
}
