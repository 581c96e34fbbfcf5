import type { FastifyRequest } from 'fastify';

/**
 * Who may use the `/dev/` simulators (SMS codes, "mark paid", reset, fault injection): this
 * machine only, unless the server was started with `DEV_ALLOW_REMOTE=true`. A demo exposed to
 * the internet with the simulators on must not hand its visitors every login code.
 *
 * A request counts as local when the socket's peer is a loopback address and so is the client
 * address Fastify believes (`req.ip`, the first untrusted `X-Forwarded-For` hop behind a
 * trusted proxy). Behind a proxy on the same machine that the server was not told to trust,
 * every request arrives from loopback: a forwarding header then marks it as not local.
 */

const LOOPBACK = /^(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

export const isLoopback = (address: string | undefined): boolean => LOOPBACK.test(address ?? '');

export function fromThisMachine(req: FastifyRequest, proxyTrusted: boolean): boolean {
  if (!isLoopback(req.socket.remoteAddress) || !isLoopback(req.ip)) return false;
  const forwarded =
    req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
  return proxyTrusted || !forwarded;
}

export const DEV_REMOTE_MSG = '開發工具僅限本機訪問（設置 DEV_ALLOW_REMOTE=true 可對外開放）';
