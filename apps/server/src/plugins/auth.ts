import { msg } from '@rental/shared/message-catalogue';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/connection.js';
import { AppError } from '../lib/app-error.js';
import type { Clock } from '../lib/clock.js';
import {
  actorFromSession,
  type RequestOrigin,
  type UserActor,
  requireOrganizationWritable,
  requirePermission,
} from '../modules/access/index.js';
import type { Permission } from '@rental/shared/permissions';
import type { ErrorText } from '../lib/app-error.js';
import { recentSession, resolveSession, type SessionContext } from '../modules/auth/index.js';

const sessionEnded = () => new AppError('unauthorized', msg('error.sessionEnded'));
const signInRequired = () => new AppError('unauthorized', msg('error.signInRequired'));

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A change that stays open while an operator has suspended the organization. */
    allowWhileSuspended?: boolean;
    /**
     * What the signed-in user's role must be allowed (packages/shared/src/permissions.ts);
     * 'signedIn': any role (one's own account, notifications). Checked by `requireSession`,
     * before the body is read, so a role without it gets 403 whatever it sends.
     */
    permission?: Permission | 'signedIn';
    /** The refusal's message when it says more than "your role cannot do this". */
    forbiddenMessage?: ErrorText;
  }
  interface FastifyRequest {
    /** Set by `requireSession` on guarded routes. */
    session: SessionContext | null;
  }
  interface FastifyInstance {
    /**
     * onRequest hook for guarded routes: a valid x-auth-token or 401; and, while an operator
     * has suspended the user's organization, reads only (403 organization_suspended).
     */
    requireSession: (
      request: FastifyRequest,
      reply: FastifyReply,
      done: (error?: Error) => void,
    ) => void;
  }
}

/** The session of a guarded request; only call it on routes behind `requireSession`. */
export function sessionOf(request: FastifyRequest): SessionContext {
  if (!request.session) throw signInRequired();
  return request.session;
}

/**
 * The signed-in user of a guarded request as the actor of what it changes, with where the
 * request came from (for the activity log).
 */
export function actorOf(request: FastifyRequest): UserActor {
  return actorFromSession(sessionOf(request), originOf(request));
}

/** Where a request came from, for the activity log (also of public routes: sign-in). */
export function originOf(request: FastifyRequest): RequestOrigin {
  const userAgent = request.headers['user-agent'];
  return {
    ip: request.ip ?? null,
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 300) : null,
  };
}

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The refusal of a role without the route's permission (the route's `config.permission`);
 * undefined when the role has it.
 */
function permissionRefusal(request: FastifyRequest, session: SessionContext): Error | undefined {
  const { permission, forbiddenMessage } = request.routeOptions.config;
  if (!permission || permission === 'signedIn') return undefined;
  try {
    requirePermission(actorFromSession(session), permission, forbiddenMessage);
  } catch (error) {
    return error as Error;
  }
  return undefined;
}

/**
 * The refusal of a change while the session's organization is suspended; undefined for reads,
 * for routes marked `allowWhileSuspended` and for organizations not suspended (checked first:
 * it is the hot path).
 */
function suspensionRefusal(request: FastifyRequest, session: SessionContext): Error | undefined {
  if (!session.user.suspended_at || readMethods.has(request.method)) return undefined;
  if (request.routeOptions.config.allowWhileSuspended) return undefined;
  try {
    requireOrganizationWritable(session.user);
  } catch (error) {
    return error as Error;
  }
  return undefined;
}

async function authPlugin(app: FastifyInstance, options: { db: Db; clock: Clock }) {
  app.decorateRequest('session', null);
  // Callback style, not async: a session seen in the last seconds is found synchronously and
  // the request goes on without a promise or a database round trip (the /api/auth/user budget).
  app.decorate(
    'requireSession',
    (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
      const token = request.headers['x-auth-token'];
      if (typeof token !== 'string' || token.length === 0 || token.length > 128) {
        return done(signInRequired());
      }
      const recent = recentSession(options.db, options.clock, token);
      if (recent) {
        request.session = recent;
        return done(permissionRefusal(request, recent) ?? suspensionRefusal(request, recent));
      }
      resolveSession(options.db, options.clock, token).then((session) => {
        if (!session) return done(sessionEnded());
        request.session = session;
        done(permissionRefusal(request, session) ?? suspensionRefusal(request, session));
      }, done);
    },
  );
}

export default fp(authPlugin, { name: 'auth' });
