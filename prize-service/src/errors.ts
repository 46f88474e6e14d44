import { AppError, answerFor, frameworkErrorHandler, shopErrorShape } from '@outlet-shop/service-kit';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** The one refusal for unknown and used codes, so a guesser cannot tell them apart (docs/product.md 7). */
export const CODE_INVALID = () => new AppError('code_invalid', 404, 'Code not valid or Already Used');

const badRequest = frameworkErrorHandler();

/**
 * Fastify's `frameworkErrors` hook, for URLs refused before routing (an over-long or
 * malformed path part): a code check answers the usual `404 code_invalid`, so such a guess
 * looks like any unknown code; anything else → `400 bad_request` in the error shape.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (request.url.startsWith('/v1/varifyCode/')) {
    const answer = answerFor(CODE_INVALID());
    reply.status(answer.status).send(shopErrorShape(answer));
    return;
  }
  badRequest(error, request, reply);
}
