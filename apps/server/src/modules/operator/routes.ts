import {
  operatorContactRequestBodySchema,
  operatorContactRequestResponseSchema,
  operatorContactRequestsQuerySchema,
  operatorContactRequestsResponseSchema,
  operatorOrganizationResponseSchema,
  operatorOrganizationsQuerySchema,
  operatorOrganizationsResponseSchema,
  operatorParkedConfirmationsResponseSchema,
  operatorPlanBodySchema,
  operatorReactivateBodySchema,
  operatorRetryConfirmationResponseSchema,
  operatorSubscriptionPaymentsResponseSchema,
  operatorSuspendBodySchema,
  operatorTrialBodySchema,
} from '@rental/shared/schemas/operator';
import { idParamsSchema } from '@rental/shared/schemas/rentals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { sessionOf } from '../../plugins/auth.js';
import { operatorActor } from '../access/index.js';
import {
  listContactRequests,
  listSubscriptionPayments,
  saveContactRequest,
} from './inbox-service.js';
import { operatorOnly } from './operator-guard.js';
import { confirmOperatorPin } from './operator-pin.js';
import { listParkedConfirmations, retryParkedConfirmation } from './parked-confirmations.js';
import { extendTrial, setPlan } from './plan-actions.js';
import { getOrganization, listOrganizations, type OperatorDeps } from './service.js';
import { reactivateOrganization, suspendOrganization } from './suspension.js';

/**
 * The operator console's API. Hidden from the public OpenAPI document: to everyone but an
 * operator these routes do not exist (operator-guard.ts).
 */
const common = { tags: ['operator'], security: [{ authToken: [] }], hide: true };
const organizationAnswer = {
  200: operatorOrganizationResponseSchema,
  ...errorResponses('not_found', 'conflict', 'plan_limit', 'locked'),
};

export const operatorRoutes: FastifyPluginAsyncZod<{ deps: OperatorDeps }> = async (
  app,
  { deps },
) => {
  app.addHook('onRequest', operatorOnly(app, deps.operatorPhones));

  /** The operator acting on the organization of the path, as its log names them. */
  const actorFor = (request: Parameters<typeof sessionOf>[0], organizationId: string) =>
    operatorActor(sessionOf(request), organizationId);
  const answer = async (organizationId: string, message: string) => ({
    message,
    organization: await getOrganization(deps, organizationId),
  });

  app.get(
    '/api/operator/organizations',
    {
      schema: {
        ...common,
        summary: 'Every organization: owner, plan, status, usage and limits (counts only)',
        querystring: operatorOrganizationsQuerySchema,
        response: { 200: operatorOrganizationsResponseSchema, ...errorResponses('not_found') },
      },
    },
    async (request) => ({ organizations: await listOrganizations(deps, request.query) }),
  );

  app.put(
    '/api/operator/organizations/:id/plan',
    {
      schema: {
        ...common,
        summary: "Set the plan; Enterprise with its price, limits and contract's end",
        params: idParamsSchema,
        body: operatorPlanBodySchema,
        response: organizationAnswer,
      },
    },
    async (request) => {
      await confirmOperatorPin(deps, sessionOf(request), request.body.pin);
      await setPlan(deps, actorFor(request, request.params.id), request.body);
      return answer(request.params.id, 'Plan set');
    },
  );

  app.post(
    '/api/operator/organizations/:id/trial',
    {
      schema: {
        ...common,
        summary: 'Extend the free trial by a number of days (from now when it has ended)',
        params: idParamsSchema,
        body: operatorTrialBodySchema,
        response: organizationAnswer,
      },
    },
    async (request) => {
      await confirmOperatorPin(deps, sessionOf(request), request.body.pin);
      await extendTrial(deps, actorFor(request, request.params.id), request.body.days);
      return answer(request.params.id, 'Free trial extended');
    },
  );

  app.post(
    '/api/operator/organizations/:id/suspend',
    {
      schema: {
        ...common,
        summary: 'Suspend: its users can read but not change anything',
        params: idParamsSchema,
        body: operatorSuspendBodySchema,
        response: organizationAnswer,
      },
    },
    async (request) => {
      await confirmOperatorPin(deps, sessionOf(request), request.body.pin);
      const actor = actorFor(request, request.params.id);
      await suspendOrganization(deps, actor, request.body.reason);
      return answer(request.params.id, 'Organization suspended');
    },
  );

  app.post(
    '/api/operator/organizations/:id/reactivate',
    {
      schema: {
        ...common,
        summary: 'Lift a suspension',
        params: idParamsSchema,
        body: operatorReactivateBodySchema,
        response: organizationAnswer,
      },
    },
    async (request) => {
      await confirmOperatorPin(deps, sessionOf(request), request.body.pin);
      await reactivateOrganization(deps, actorFor(request, request.params.id));
      return answer(request.params.id, 'Organization reactivated');
    },
  );

  app.get(
    '/api/operator/contact-requests',
    {
      schema: {
        ...common,
        summary: 'Enterprise contact requests, newest first',
        querystring: operatorContactRequestsQuerySchema,
        response: { 200: operatorContactRequestsResponseSchema, ...errorResponses('not_found') },
      },
    },
    async (request) => ({ requests: await listContactRequests(deps, request.query.status) }),
  );

  app.put(
    '/api/operator/contact-requests/:id',
    {
      schema: {
        ...common,
        summary: "Set a contact request's status and notes",
        params: idParamsSchema,
        body: operatorContactRequestBodySchema,
        response: { 200: operatorContactRequestResponseSchema, ...errorResponses('not_found') },
      },
    },
    async (request) => ({
      message: 'Contact request saved',
      request: await saveContactRequest(deps, sessionOf(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/api/operator/subscription-payments',
    {
      schema: {
        ...common,
        summary: 'The newest subscription payments across organizations',
        response: {
          200: operatorSubscriptionPaymentsResponseSchema,
          ...errorResponses('not_found'),
        },
      },
    },
    async () => ({ payments: await listSubscriptionPayments(deps) }),
  );

  app.get(
    '/api/operator/parked-confirmations',
    {
      schema: {
        ...common,
        summary: 'M-PESA confirmations parked after failing to apply three times, newest first',
        response: {
          200: operatorParkedConfirmationsResponseSchema,
          ...errorResponses('not_found'),
        },
      },
    },
    async () => ({ confirmations: await listParkedConfirmations(deps) }),
  );

  app.post(
    '/api/operator/parked-confirmations/:id/retry',
    {
      schema: {
        ...common,
        summary: 'Unpark a confirmation once its cause is fixed: the pipeline applies it again',
        params: idParamsSchema,
        response: {
          200: operatorRetryConfirmationResponseSchema,
          ...errorResponses('not_found'),
        },
      },
    },
    async (request) => {
      await retryParkedConfirmation(deps, sessionOf(request), request.params.id);
      // Applied on this process's next pass, started now; not waited for (a confirmation that
      // still fails is parked again after three more attempts). The recovery job of any
      // server would take it within 10 s otherwise.
      app.c2bConfirmations
        .settled()
        .catch((error: unknown) => request.log.error({ err: error }, 'retrying failed'));
      return { message: 'Confirmation sent back to be applied' };
    },
  );
};
