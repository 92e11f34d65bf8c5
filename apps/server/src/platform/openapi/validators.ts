// Request validation with the contract's schemas. Query strings and path parameters arrive as
// text, so they are coerced to the schema's types; JSON bodies are not: a number where the
// contract wants a string is an error, not a string.
import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

function makeAjv(options: Options) {
  const ajv = new Ajv({
    strict: false,
    allErrors: true,
    removeAdditional: false,
    useDefaults: true,
    ...options,
  });
  addFormats.default(ajv);
  return ajv;
}

export function contractValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const coercing = makeAjv({ coerceTypes: 'array' });
  const exact = makeAjv({ coerceTypes: false });
  return ({ schema, httpPart }) =>
    (httpPart === 'body' ? exact : coercing).compile(schema as object) as ReturnType<
      FastifySchemaCompiler<unknown>
    >;
}
