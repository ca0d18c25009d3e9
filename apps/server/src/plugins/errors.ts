import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/errors.ts';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[] } };
}

/** "body.email: Invalid email address" — names the field a client got wrong. */
function describeValidation(context: string | undefined, issues: ValidationIssue[]): string {
  return issues
    .slice(0, 5)
    .map((issue) => {
      const path =
        issue.params?.issue?.path?.map(String).join('.') ??
        issue.instancePath?.replace(/^\//, '').replace(/\//g, '.');
      const where = [context, path].filter(Boolean).join('.');
      return where ? `${where}: ${issue.message ?? 'is invalid'}` : (issue.message ?? 'Invalid request');
    })
    .join('; ');
}

/** PostgreSQL's SQLSTATE for an insert or update that points at a row that is not there. */
const FOREIGN_KEY_VIOLATION = '23503';

/** `FST_ERR_CTP_INVALID_MEDIA_TYPE` → `err-ctp-invalid-media-type`. */
const clientErrorCode = (error: FastifyError) =>
  error.code ? error.code.toLowerCase().replace(/^fst_/, '').replace(/_/g, '-') : 'bad-request';

const ROUTER_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'This address is not valid: a percent sign in it does not start a valid escape.',
  FST_ERR_MAX_PARAM_LENGTH: 'This address is too long: a part of it is longer than any id.',
};

/**
 * The router refuses some addresses before any route or error handler runs (a broken percent escape such as
 * `/v1/projects/%zz`, a path segment past the router's length limit). Fastify hands those here, given as its
 * `frameworkErrors` option, so they get the same envelope instead of Fastify's own shape.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed in the router');
    void reply.code(500).send({
      status: 'error',
      code: 'internal',
      message: 'Something went wrong on our side. Please try again.',
    });
    return;
  }
  const message = ROUTER_MESSAGES[error.code] ?? 'This address is not valid.';
  void reply.code(status).send({ status: 'error', code: clientErrorCode(error), message });
}

/** One error shape for the whole API: `{status: 'error', code, message}`; 5xx answers never reveal internals. */
async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .send({ status: 'error', code: error.code, message: error.message, ...error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const message = describeValidation(error.validationContext, error.validation ?? []);
      return reply.code(400).send({ status: 'error', code: 'validation-error', message });
    }
    // A row that pointed at something deleted meanwhile (an account deleted while its token was still in
    // another process's cache): the client's fault in timing, not the server's.
    if ((error as { code?: unknown }).code === FOREIGN_KEY_VIOLATION) {
      return reply.code(409).send({
        status: 'error',
        code: 'conflict',
        message: 'What this request refers to no longer exists.',
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = clientErrorCode(error);
      const message =
        status === 429 ? 'Too many requests. Please wait a moment and try again.' : error.message;
      return reply
        .code(status)
        .send({ status: 'error', code: status === 429 ? 'too-many-requests' : code, message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({
      status: 'error',
      code: 'internal',
      message: 'Something went wrong on our side. Please try again.',
    });
  });
}

export default fp(errorsPlugin, { name: 'errors' });
